import type { GeoJSONStoreFeatures } from 'terra-draw';
import { circleRing, ringCenter } from '../geo/circle';
import type { LatLng } from '../../domain/geometry';

export type ShapeKind = 'polygon' | 'circle' | 'corridor';

/** The form fields of a geofence's shape. */
export interface ShapeValues {
  shape: ShapeKind;
  points: LatLng[];
  center: LatLng | null;
  radiusMeters: number | null;
  /** A corridor's width, typed beside the map: drawing leaves it as it is. */
  widthMeters?: number | null;
}

// terra-draw refuses coordinates with more decimals than its precision (9); 7 is about 1 cm.
const round = (value: number) => Math.round(value * 1e7) / 1e7;

const toLatLng = ([longitude, latitude]: number[]) => ({ latitude, longitude });

/** Form values from a shape drawn with terra-draw (a circle is a polygon with mode "circle", a corridor a line). */
export function shapeFromFeature(feature: GeoJSONStoreFeatures): ShapeValues | null {
  if (feature.geometry.type === 'LineString')
    return { shape: 'corridor', points: feature.geometry.coordinates.map(toLatLng), center: null, radiusMeters: null };
  if (feature.geometry.type !== 'Polygon') return null;
  const ring = feature.geometry.coordinates[0];
  if (feature.properties.mode === 'circle') {
    const center = ringCenter(ring);
    const radiusMeters = Math.round(Number(feature.properties.radiusKilometers) * 1000 * 10) / 10;
    return { shape: 'circle', points: [], center: { latitude: round(center.latitude), longitude: round(center.longitude) }, radiusMeters };
  }
  return { shape: 'polygon', points: ring.slice(0, -1).map(toLatLng), center: null, radiusMeters: null };
}

/** The terra-draw feature of the form's shape, or null while the shape is incomplete. */
export function featureFromShape(values: Partial<ShapeValues>, id: string): GeoJSONStoreFeatures | null {
  if (values.shape === 'corridor') {
    const line = corridorLine(values);
    return (
      line && {
        id,
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: line.map(([lon, lat]) => [round(lon), round(lat)]) },
        properties: { mode: 'linestring' },
      }
    );
  }
  const ring = shapeRing(values);
  if (!ring) return null;
  const properties: Record<string, string | number> =
    values.shape === 'circle' ? { mode: 'circle', radiusKilometers: (values.radiusMeters ?? 0) / 1000 } : { mode: 'polygon' };
  return {
    id,
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [ring.map(([lon, lat]) => [round(lon), round(lat)])] },
    properties,
  };
}

/** A corridor's line [lon, lat], or null while it has fewer than two points. */
export const corridorLine = ({ points }: Partial<ShapeValues>): [number, number][] | null =>
  points && points.length >= 2 ? points.map((p): [number, number] => [p.longitude, p.latitude]) : null;

/** The closed ring [lon, lat] of an area's values, or null while they are incomplete or make a corridor. */
export function shapeRing({ shape, points, center, radiusMeters }: Partial<ShapeValues>): [number, number][] | null {
  if (shape === 'corridor') return null;
  if (shape === 'circle') return center && radiusMeters && radiusMeters > 0 ? circleRing(center, radiusMeters) : null;
  if (!points || points.length < 3) return null;
  const ring = points.map((p): [number, number] => [p.longitude, p.latitude]);
  return [...ring, ring[0]];
}
