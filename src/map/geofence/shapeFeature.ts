import type { GeoJSONStoreFeatures } from 'terra-draw';
import { circleRing, ringCenter } from '../geo/circle';
import type { LatLng } from '../../domain/geometry';

export type ShapeKind = 'polygon' | 'circle';

/** The form fields of a geofence's shape. */
export interface ShapeValues {
  shape: ShapeKind;
  points: LatLng[];
  center: LatLng | null;
  radiusMeters: number | null;
}

// terra-draw refuses coordinates with more decimals than its precision (9); 7 is about 1 cm.
const round = (value: number) => Math.round(value * 1e7) / 1e7;

/** Form values from a shape drawn with terra-draw (a circle is a polygon with mode "circle"). */
export function shapeFromFeature(feature: GeoJSONStoreFeatures): ShapeValues | null {
  if (feature.geometry.type !== 'Polygon') return null;
  const ring = feature.geometry.coordinates[0];
  if (feature.properties.mode === 'circle') {
    const center = ringCenter(ring);
    const radiusMeters = Math.round(Number(feature.properties.radiusKilometers) * 1000 * 10) / 10;
    return { shape: 'circle', points: [], center: { latitude: round(center.latitude), longitude: round(center.longitude) }, radiusMeters };
  }
  return { shape: 'polygon', points: ring.slice(0, -1).map(([longitude, latitude]) => ({ latitude, longitude })), center: null, radiusMeters: null };
}

/** The terra-draw feature of the form's shape, or null while the shape is incomplete. */
export function featureFromShape(values: Partial<ShapeValues>, id: string): GeoJSONStoreFeatures | null {
  const ring = shapeRing(values);
  if (!ring) return null;
  const properties: Record<string, string | number> =
    values.shape === 'circle' ? { mode: 'circle', radiusKilometers: (values.radiusMeters ?? 0) / 1000 } : { mode: 'polygon' };
  return { id, type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring.map(([lon, lat]) => [round(lon), round(lat)])] }, properties };
}

/** The closed ring [lon, lat] of a shape's values, or null while they are incomplete. */
export function shapeRing({ shape, points, center, radiusMeters }: Partial<ShapeValues>): [number, number][] | null {
  if (shape === 'circle') return center && radiusMeters && radiusMeters > 0 ? circleRing(center, radiusMeters) : null;
  if (!points || points.length < 3) return null;
  const ring = points.map((p): [number, number] => [p.longitude, p.latitude]);
  return [...ring, ring[0]];
}
