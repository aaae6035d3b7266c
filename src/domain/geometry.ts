/**
 * Geometry on latitude/longitude, good enough at the scale of a city or a region: distances,
 * geofence containment and boxes, shared by the server, the console and the simulator.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface BBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const earthRadiusKm = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres. */
export const haversineMeters = (a: LatLng, b: LatLng): number => haversineKm(a, b) * 1000;

/** Initial compass bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearingDegrees(a: LatLng, b: LatLng): number {
  const lat1 = toRadians(a.latitude);
  const lat2 = toRadians(b.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Ray casting: is the point inside the ring (closed implicitly; x = longitude, y = latitude)? */
export function pointInPolygon(point: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    const crosses = a.latitude > point.latitude !== b.latitude > point.latitude;
    if (crosses) {
      const longitudeAtCrossing = ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude;
      if (point.longitude < longitudeAtCrossing) inside = !inside;
    }
  }
  return inside;
}

export function pointInCircle(point: LatLng, center: LatLng, radiusMeters: number): boolean {
  return haversineMeters(point, center) <= radiusMeters;
}

export function polygonBBox(ring: readonly LatLng[]): BBox {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const { latitude, longitude } of ring) {
    box.minX = Math.min(box.minX, longitude);
    box.maxX = Math.max(box.maxX, longitude);
    box.minY = Math.min(box.minY, latitude);
    box.maxY = Math.max(box.maxY, latitude);
  }
  return box;
}

/** The box around a circle, a little generous: longitude degrees shrink towards the poles. */
export function circleBBox(center: LatLng, radiusMeters: number): BBox {
  const dLat = radiusMeters / 111_320;
  const dLon = radiusMeters / (111_320 * Math.max(Math.cos(toRadians(center.latitude)), 0.01));
  return {
    minX: center.longitude - dLon,
    maxX: center.longitude + dLon,
    minY: center.latitude - dLat,
    maxY: center.latitude + dLat,
  };
}

const metresPerDegree = 111_320;

/**
 * Shortest distance in metres from a point to a line of points (a route corridor's centre line),
 * on a flat projection around the point: exact enough over the few kilometres a corridor's
 * width and a vehicle's fixes span.
 */
export function distanceToLineMeters(point: LatLng, line: readonly LatLng[]): number {
  const xScale = metresPerDegree * Math.cos(toRadians(point.latitude));
  const project = (p: LatLng) => ({ x: (p.longitude - point.longitude) * xScale, y: (p.latitude - point.latitude) * metresPerDegree });
  let best = Infinity;
  for (let i = 0; i < line.length; i++) {
    const a = project(line[i]);
    const b = i + 1 < line.length ? project(line[i + 1]) : a;
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const lengthSquared = dx * dx + dy * dy;
    // The foot of the perpendicular from the point (the origin), held within the segment.
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(a.x + t * dx, a.y + t * dy));
  }
  return best;
}

/** The box around a line widened by `widthMeters` on every side. */
export function lineBBox(line: readonly LatLng[], widthMeters: number): BBox {
  const box = polygonBBox(line);
  const dLat = widthMeters / metresPerDegree;
  const dLon = widthMeters / (metresPerDegree * Math.max(Math.cos(toRadians(Math.max(Math.abs(box.minY), Math.abs(box.maxY)))), 0.01));
  return { minX: box.minX - dLon, maxX: box.maxX + dLon, minY: box.minY - dLat, maxY: box.maxY + dLat };
}
