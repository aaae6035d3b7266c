import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a lone change at once', () => {
    const run = vi.fn();
    throttle(run, 200, () => Date.now())();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('shows a burst of changes at most once an interval, the last ones included', () => {
    const run = vi.fn();
    const changed = throttle(run, 200, () => Date.now());
    changed();
    for (let ms = 0; ms < 500; ms += 10) {
      vi.advanceTimersByTime(10);
      changed();
    }
    expect(run).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('keeps the pace while timers are starved by a busy burst', () => {
    const run = vi.fn();
    let clock = 0;
    const changed = throttle(run, 200, () => clock);
    // Calls back to back, with no timer given a turn in between.
    for (; clock <= 1000; clock += 50) changed();
    expect(run).toHaveBeenCalledTimes(6);
  });
});
