import type { LatLng } from '../../domain/geometry';

/** Coordinates as an address when no geocoder knows better. */
export const coordinatesText = (point: LatLng) => `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
