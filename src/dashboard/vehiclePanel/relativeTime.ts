const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago a time was, in the language of the console ("2 min ago", "il y a 2 min"):
 * the largest whole unit, seconds under a minute. Null for a time never known.
 */
export function timeAgo(time: string | null, now: number, locale: string): string | null {
  if (!time) return null;
  const seconds = Math.max(0, Math.round((now - Date.parse(time)) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-seconds, 'second');
}
