import { describe, expect, it } from 'vitest';
import { breakGaps, gapThresholdMs } from './seriesGaps';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 4, 8, minutes));

describe('breakGaps', () => {
  it('breaks every series where the device was silent too long', () => {
    const series = {
      times: [at(0), at(1), at(2), at(60)],
      values: [
        [10, 20, 30, 40],
        [1, null, 3, 4],
      ],
    };
    expect(breakGaps(series, 15 * 60_000)).toEqual({
      times: [at(0), at(1), at(2), at(31), at(60)],
      values: [
        [10, 20, 30, null, 40],
        [1, null, 3, null, 4],
      ],
    });
  });

  it('leaves a series without long silences as it is', () => {
    const series = { times: [at(0), at(10), at(20)], values: [[1, 2, 3]] };
    expect(breakGaps(series, 15 * 60_000)).toEqual(series);
  });
});

describe('gapThresholdMs', () => {
  it('is a quarter of an hour for dense series', () => {
    expect(gapThresholdMs([at(0), at(1), at(2)])).toBe(15 * 60_000);
    expect(gapThresholdMs([])).toBe(15 * 60_000);
  });

  it('grows with the spacing of thinned series', () => {
    const hourly = Array.from({ length: 25 }, (_, h) => new Date(Date.UTC(2026, 2, 4, h)));
    expect(gapThresholdMs(hourly)).toBe(3 * 3_600_000);
  });
});
