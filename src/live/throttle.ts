/**
 * Runs `run` at once when called after a quiet spell, then at most once per interval, a last time
 * for the calls that came in between. The time is checked on every call, not only by a timer: a
 * stream delivering a burst reads chunk after chunk without giving timers a turn.
 */
export function throttle(run: () => void, intervalMs: number, now: () => number = () => performance.now()) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ranAt = -Infinity;
  const fire = () => {
    clearTimeout(timer);
    timer = undefined;
    ranAt = now();
    run();
  };
  return () => {
    const wait = ranAt + intervalMs - now();
    if (wait <= 0) fire();
    else timer ??= setTimeout(fire, wait);
  };
}
