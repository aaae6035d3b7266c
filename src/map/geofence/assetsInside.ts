import { distanceToLineMeters, pointInCircle, pointInPolygon, type LatLng } from '../../domain/geometry';
import type { ShapeValues } from './shapeFeature';

interface Located {
  id: string;
  name: string;
  currentLocation: LatLng | null;
}

/** Whether a point is inside a geofence's shape, or within a corridor's width (an incomplete shape holds nothing). */
export function insideShape(point: LatLng, shape: Partial<ShapeValues>): boolean {
  if (shape.shape === 'corridor')
    return (
      (shape.points?.length ?? 0) >= 2 && Boolean(shape.widthMeters) && distanceToLineMeters(point, shape.points!) <= shape.widthMeters!
    );
  if (shape.shape === 'circle')
    return Boolean(shape.center && shape.radiusMeters) && pointInCircle(point, shape.center!, shape.radiusMeters!);
  return (shape.points?.length ?? 0) >= 3 && pointInPolygon(point, shape.points!);
}

/** The assets whose current position is inside the shape. */
export const assetsInside = <T extends Located>(shape: Partial<ShapeValues>, assets: readonly T[]): T[] =>
  assets.filter((asset) => asset.currentLocation !== null && insideShape(asset.currentLocation, shape));
