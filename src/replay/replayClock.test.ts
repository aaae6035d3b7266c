import { describe, expect, it } from 'vitest';
import { ReplayClock } from './replayClock';

/** A clock driven by hand: advance(ms) moves the time and runs the pending frame. */
function manualClock(start: number, end: number) {
  let now = 0;
  let pending: (() => void) | null = null;
  const clock = new ReplayClock(start, end, {
    now: () => now,
    requestFrame: (callback) => ((pending = callback), 1),
    cancelFrame: () => (pending = null),
  });
  const advance = (ms: number) => {
    now += ms;
    const run = pending;
    pending = null;
    run?.();
  };
  return { clock, advance };
}

describe('ReplayClock', () => {
  it('advances speed times faster than real time while playing', () => {
    const { clock, advance } = manualClock(0, 1_000_000);
    clock.setSpeed(60);
    clock.play();
    advance(1000);
    expect(clock.snapshot().time).toBe(60_000);
    clock.pause();
    advance(1000);
    expect(clock.snapshot().time).toBe(60_000);
  });

  it('stops at the end and starts over when played again', () => {
    const { clock, advance } = manualClock(0, 10_000);
    clock.setSpeed(100);
    clock.play();
    advance(1000);
    expect(clock.snapshot()).toMatchObject({ time: 10_000, playing: false });
    clock.play();
    expect(clock.snapshot().time).toBe(0);
  });

  it('seeks within the period only', () => {
    const { clock } = manualClock(100, 200);
    clock.seek(500);
    expect(clock.snapshot().time).toBe(200);
    clock.seek(0);
    expect(clock.snapshot().time).toBe(100);
  });

  it('notifies subscribers with a new snapshot on each change', () => {
    const { clock } = manualClock(0, 100);
    const seen: number[] = [];
    clock.subscribe(() => seen.push(clock.snapshot().time));
    const before = clock.snapshot();
    clock.seek(50);
    expect(seen).toEqual([50]);
    expect(clock.snapshot()).not.toBe(before);
  });
});
