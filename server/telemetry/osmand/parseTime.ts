const numeric = /^\d+(\.\d+)?$/;
const hasZone = /(Z|[+-]\d\d:?\d\d)$/i;

/**
 * The `timestamp` of the OsmAnd protocol: seconds or milliseconds since the epoch (below 2^31 it
 * is seconds, as Traccar decides), or an ISO 8601 / `yyyy-MM-dd HH:mm:ss` time, UTC unless it says
 * otherwise. An unreadable value gives an invalid Date.
 */
export function parseTimestamp(value: string): Date {
  const text = value.trim();
  if (numeric.test(text)) {
    const number = Number(text);
    return new Date(number < 2 ** 31 ? number * 1000 : number);
  }
  if (!/^\d{4}-\d\d-\d\d[T ]\d\d:\d\d/.test(text)) return new Date(Number.NaN);
  const iso = text.replace(' ', 'T');
  return new Date(hasZone.test(iso) ? iso : `${iso}Z`);
}
