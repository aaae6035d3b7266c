import type { LatLng } from '../../domain/geometry';

/** [[west, south], [east, north]], the shape maplibre's fitBounds takes. */
export type Bounds = [[number, number], [number, number]];

// A single point (or points on top of each other) still needs an area to fit: about 1 km.
const MIN_SPAN_DEGREES = 0.01;

function widen([[west, south], [east, north]]: Bounds): Bounds {
  const padLon = Math.max(0, (MIN_SPAN_DEGREES - (east - west)) / 2);
  const padLat = Math.max(0, (MIN_SPAN_DEGREES - (north - south)) / 2);
  return [
    [west - padLon, south - padLat],
    [east + padLon, north + padLat],
  ];
}

/**
 * Bounds of the points of an interleaved [lon, lat, z] array, counting only the indices that
 * `include` keeps; null when none is kept.
 */
export function boundsOfPositions(
  positions: ArrayLike<number>,
  count: number,
  include: (index: number) => boolean = () => true,
): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i < count; i++) {
    if (!include(i)) continue;
    const lon = positions[i * 3];
    const lat = positions[i * 3 + 1];
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return west === Infinity
    ? null
    : widen([
        [west, south],
        [east, north],
      ]);
}

/** Bounds of a list of points; null for an empty list. */
export function boundsOfPoints(points: readonly LatLng[]): Bounds | null {
  const flat = points.flatMap((p) => [p.longitude, p.latitude, 0]);
  return boundsOfPositions(flat, points.length);
}
