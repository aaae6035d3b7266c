import type { LatLng } from '../domain/geometry';
/** Distance for people: metres below 1 km, else kilometres with one decimal. */
export function formatDistance(meters: number, locale: string): string {
  const format = (value: number, unit: 'meter' | 'kilometer', digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: digits }).format(value);
  return meters < 1000 ? format(Math.round(meters), 'meter', 0) : format(meters / 1000, 'kilometer', 1);
}

/** Duration for people: "1 h 05 min", or minutes alone under an hour. */
export function formatDuration(seconds: number, locale: string): string {
  const minutes = Math.round(seconds / 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return minutes < 60 ? unit(minutes, 'minute') : `${unit(Math.floor(minutes / 60), 'hour')} ${unit(minutes % 60, 'minute')}`;
}

/** Coordinates as an address when no geocoder knows better. */
export const coordinatesText = (point: LatLng) => `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
