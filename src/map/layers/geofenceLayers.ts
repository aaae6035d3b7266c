import { PathLayer, PolygonLayer } from '@deck.gl/layers';
import type { components } from '../../api/schema';
import { corridorLine, shapeRing } from '../geofence/shapeFeature';

export type Geofence = components['schemas']['Geofence'];
/** What the map needs of a geofence: a saved one, or the one being drawn. */
export type DrawnGeofence = Pick<Geofence, 'id' | 'name' | 'color' | 'shape' | 'points' | 'center' | 'radiusMeters' | 'widthMeters'>;

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

interface Corridor {
  id: string;
  name: string;
  line: [number, number][];
  widthMeters: number;
  rgb: [number, number, number];
}

export const geofenceAreas = (geofences: readonly DrawnGeofence[]): Area[] =>
  geofences.flatMap((g) => {
    const ring = shapeRing({ shape: g.shape, points: g.points, center: g.center, radiusMeters: g.radiusMeters });
    return ring ? [{ id: g.id, name: g.name, ring, rgb: hexToRgb(g.color) }] : [];
  });

export const geofenceCorridors = (geofences: readonly DrawnGeofence[]): Corridor[] =>
  geofences.flatMap((g) => {
    const line = g.shape === 'corridor' ? corridorLine(g) : null;
    return line && g.widthMeters ? [{ id: g.id, name: g.name, line, widthMeters: g.widthMeters, rgb: hexToRgb(g.color) }] : [];
  });

/**
 * Geofences as translucent areas in their own colours, outlined, and corridors as translucent bands
 * as wide as a vehicle may stray on either side; picking tells their names.
 */
export function geofenceLayers(geofences: readonly DrawnGeofence[]) {
  return [
    new PathLayer<Corridor>({
      id: 'geofence-corridors',
      data: geofenceCorridors(geofences),
      getPath: (d) => d.line,
      getWidth: (d) => d.widthMeters * 2,
      widthUnits: 'meters',
      widthMinPixels: 3,
      capRounded: true,
      jointRounded: true,
      getColor: (d) => [...d.rgb, 70],
      pickable: true,
    }),
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
