import { describe, expect, it } from 'vitest';
import { busiestAssets, windowsOfToday } from './busiestAssets';

const at = (assetId: string, latitude: number) => ({ assetId, latitude, longitude: 13.4 });

describe('busiestAssets', () => {
  it('ranks assets by distance travelled and leaves out those that stood still', () => {
    const positions = [at('a', 52.5), at('b', 52.5), at('c', 52.5), at('a', 52.51), at('b', 52.53), at('c', 52.5)];
    const ranked = busiestAssets(positions, 5);
    expect(ranked.map(([id]) => id)).toEqual(['b', 'a']);
    expect(ranked[0][1]).toBeCloseTo(3336, -1);
  });

  it('keeps the top ones only', () => {
    expect(busiestAssets([at('a', 1), at('a', 2), at('b', 1), at('b', 1.5)], 1).map(([id]) => id)).toEqual(['a']);
  });
});

describe('windowsOfToday', () => {
  it('covers midnight to now in windows of at most six hours', () => {
    const now = new Date(2026, 0, 15, 14, 30);
    const windows = windowsOfToday(now);
    expect(windows).toHaveLength(3);
    expect(new Date(windows[0].from).getHours()).toBe(0);
    expect(windows[2].to).toBe(now.toISOString());
    expect(new Date(windows[1].to).getTime() - new Date(windows[1].from).getTime()).toBe(6 * 3600_000);
  });
});
