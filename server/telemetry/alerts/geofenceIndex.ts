import RBush from 'rbush';
import { circleBBox, pointInCircle, pointInPolygon, polygonBBox, type BBox, type LatLng } from '../../../src/domain/geometry';

export interface Geofence {
  id: string;
  name: string;
  shape: 'polygon' | 'circle' | 'corridor';
  /** A polygon's vertices, or a corridor's centre line. */
  points: LatLng[];
  center: LatLng | null;
  radiusMeters: number | null;
  /** A corridor's width: how far from its line a vehicle on the route may be. */
  widthMeters?: number | null;
}

type Entry = BBox & { geofence: Geofence };

const contains = (geofence: Geofence, point: LatLng) =>
  geofence.shape === 'circle'
    ? geofence.center !== null && geofence.radiusMeters !== null && pointInCircle(point, geofence.center, geofence.radiusMeters)
    : geofence.points.length >= 3 && pointInPolygon(point, geofence.points);

const bbox = (geofence: Geofence): BBox | null => {
  // A corridor is not a place to be inside of: its vehicles are followed along it (corridors.ts).
  if (geofence.shape === 'corridor') return null;
  if (geofence.shape === 'circle')
    return geofence.center && geofence.radiusMeters ? circleBBox(geofence.center, geofence.radiusMeters) : null;
  return geofence.points.length >= 3 ? polygonBBox(geofence.points) : null;
};

/**
 * The geofences of one tenant in an R-tree of their bounding boxes: a position is tested exactly
 * only against the few geofences whose box holds it, so thousands of geofences cost microseconds.
 */
export class GeofenceIndex {
  private readonly tree = new RBush<Entry>();
  readonly byId: Map<string, Geofence>;
  readonly corridors: Geofence[];

  constructor(geofences: Geofence[]) {
    this.byId = new Map(geofences.map((geofence) => [geofence.id, geofence]));
    this.corridors = geofences.filter((geofence) => geofence.shape === 'corridor' && geofence.points.length >= 2 && geofence.widthMeters);
    const entries = geofences.flatMap((geofence): Entry[] => {
      const box = bbox(geofence);
      // Built field by field: objects made by spreading are much slower for the tree to search.
      return box ? [{ minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, geofence }] : [];
    });
    this.tree.load(entries);
  }

  /** Ids of the geofences the point is inside. */
  containing(point: LatLng): Set<string> {
    const candidates = this.tree.search({ minX: point.longitude, maxX: point.longitude, minY: point.latitude, maxY: point.latitude });
    return new Set(candidates.filter((entry) => contains(entry.geofence, point)).map((entry) => entry.geofence.id));
  }
}
