import { PolygonLayer } from '@deck.gl/layers';
import type { components } from '../../api/schema';
import { shapeRing } from '../geofence/shapeFeature';

export type Geofence = components['schemas']['Geofence'];

interface Area {
  id: string;
  name: string;
  ring: [number, number][];
  rgb: [number, number, number];
}

/** #rrggbb as [r, g, b]; the console's blue when unreadable. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match ? [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)] : [25, 118, 210];
}

export const geofenceAreas = (geofences: readonly Geofence[]): Area[] =>
  geofences.flatMap((g) => {
    const ring = shapeRing({ shape: g.shape, points: g.points, center: g.center, radiusMeters: g.radiusMeters });
    return ring ? [{ id: g.id, name: g.name, ring, rgb: hexToRgb(g.color) }] : [];
  });

/** Geofences as translucent areas in their own colours, outlined; picking tells their names. */
export function geofenceLayers(geofences: readonly Geofence[]) {
  return [
    new PolygonLayer<Area>({
      id: 'geofences',
      data: geofenceAreas(geofences),
      getPolygon: (d) => d.ring,
      getFillColor: (d) => [...d.rgb, 45],
      getLineColor: (d) => [...d.rgb, 220],
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      pickable: true,
    }),
  ];
}
