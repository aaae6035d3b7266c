import { haversineMeters, type LatLng } from './distance';

/** Ray casting on [lon, lat]; fine for geofence-sized polygons away from the poles and the antimeridian. */
export function insidePolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  const { longitude: x, latitude: y } = point;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = [polygon[i].longitude, polygon[i].latitude];
    const [xj, yj] = [polygon[j].longitude, polygon[j].latitude];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const insideCircle = (point: LatLng, center: LatLng, radiusMeters: number) => haversineMeters(point, center) <= radiusMeters;
