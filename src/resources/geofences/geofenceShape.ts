import type { components } from '../../api/schema';

type LatLng = components['schemas']['LatLng'];

export interface GeofenceShapeValues {
  shape?: 'polygon' | 'circle';
  points?: LatLng[] | null;
  center?: LatLng | null;
  radiusMeters?: number | null;
}

export const MIN_POLYGON_POINTS = 3;

export const SHAPE_CHOICES = [
  { id: 'polygon', name: 'resources.geofences.shapes.polygon' },
  { id: 'circle', name: 'resources.geofences.shapes.circle' },
];

/** Only what the chosen shape uses goes on the wire: a polygon's points, or a circle's centre and radius. */
export function keepShapeFields<T extends GeofenceShapeValues>(values: T): T {
  return values.shape === 'circle'
    ? { ...values, points: [] }
    : { ...values, points: values.points ?? [], center: null, radiusMeters: null };
}

/** A polygon needs at least three corners (the contract's rule). */
export const validatePoints = (points: LatLng[] | null | undefined, values: GeofenceShapeValues) =>
  values.shape !== 'circle' && (points?.length ?? 0) < MIN_POLYGON_POINTS ? 'resources.geofences.help.min_points' : undefined;
