import type { components } from '../../api/schema';

type LatLng = components['schemas']['LatLng'];

export interface GeofenceShapeValues {
  shape?: 'polygon' | 'circle' | 'corridor';
  points?: LatLng[] | null;
  center?: LatLng | null;
  radiusMeters?: number | null;
  widthMeters?: number | null;
}

export const MIN_POLYGON_POINTS = 3;
export const MIN_CORRIDOR_POINTS = 2;
/** A new corridor's width: a road and the error of a phone-grade fix either side. */
export const CORRIDOR_DEFAULT_WIDTH = 100;

export const SHAPE_CHOICES = [
  { id: 'polygon', name: 'resources.geofences.shapes.polygon' },
  { id: 'circle', name: 'resources.geofences.shapes.circle' },
  { id: 'corridor', name: 'resources.geofences.shapes.corridor' },
];

/**
 * Only what the chosen shape uses goes on the wire: a polygon's points, a circle's centre and
 * radius, or a corridor's line and width.
 */
export function keepShapeFields<T extends GeofenceShapeValues>(values: T): T {
  if (values.shape === 'circle') return { ...values, points: [], widthMeters: null };
  const line = { ...values, points: values.points ?? [], center: null, radiusMeters: null };
  return values.shape === 'corridor' ? line : { ...line, widthMeters: null };
}

/** A polygon needs at least three corners, a corridor two points (the contract's rules). */
export function validatePoints(points: LatLng[] | null | undefined, values: GeofenceShapeValues) {
  const count = points?.length ?? 0;
  if (values.shape === 'corridor') return count < MIN_CORRIDOR_POINTS ? 'resources.geofences.help.min_line_points' : undefined;
  return values.shape !== 'circle' && count < MIN_POLYGON_POINTS ? 'resources.geofences.help.min_points' : undefined;
}
