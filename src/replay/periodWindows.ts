/** The most GET /positions answers in one call. */
export const MAX_WINDOW_MS = 6 * 3600_000;

/** A period cut into consecutive windows of at most 6 hours, as ISO times. */
export function periodWindows(from: Date, to: Date): { from: string; to: string }[] {
  const windows = [];
  for (let start = from.getTime(); start < to.getTime(); start += MAX_WINDOW_MS) {
    windows.push({ from: new Date(start).toISOString(), to: new Date(Math.min(start + MAX_WINDOW_MS, to.getTime())).toISOString() });
  }
  return windows;
}
