import type { LatLng } from '../../domain/geometry';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The point at `meters` from `from` along `bearing` (degrees clockwise from north), as [lon, lat]. */
export function destination(from: LatLng, meters: number, bearing: number): [number, number] {
  const angular = meters / EARTH_RADIUS_M;
  const lat1 = rad(from.latitude);
  const lon1 = rad(from.longitude);
  const theta = rad(bearing);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta));
  const lon2 = lon1 + Math.atan2(Math.sin(theta) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return [deg(lon2), deg(lat2)];
}

/** A closed ring of [lon, lat] approximating the circle on the ground. */
export function circleRing(center: LatLng, radiusMeters: number, steps = 64): [number, number][] {
  const ring = Array.from({ length: steps }, (_, i) => destination(center, radiusMeters, (360 * i) / steps));
  return [...ring, ring[0]];
}

const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + rad(latitude) / 2));
const latitudeOfMercatorY = (y: number) => deg(2 * Math.atan(Math.exp(y)) - Math.PI / 2);

/**
 * The centre of a ring drawn as a circle on the map (web mercator): the mean of its vertices in
 * mercator space. A closing vertex equal to the first is ignored.
 */
export function ringCenter(ring: readonly (readonly number[])[]): LatLng {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  const closed = ring.length > 1 && first[0] === last[0] && first[1] === last[1];
  const vertices = closed ? ring.slice(0, -1) : ring;
  const sum = vertices.reduce((acc, [lon, lat]) => [acc[0] + lon, acc[1] + mercatorY(lat)], [0, 0]);
  return { longitude: sum[0] / vertices.length, latitude: latitudeOfMercatorY(sum[1] / vertices.length) };
}
