import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { LatLng } from '../../domain/geometry';
import { STATUS_RGB } from '../../fleet/status';

type Stop = { position: [number, number]; role: 'origin' | 'via' | 'destination' };

const ROUTE_RGB: [number, number, number] = [25, 118, 210];
const STOP_COLORS: Record<Stop['role'], [number, number, number]> = {
  origin: STATUS_RGB.Moving,
  via: [255, 255, 255],
  destination: STATUS_RGB.OutOfNetwork,
};

/** The stops of a route request: first origin, last destination, the others via points. */
export const routeStops = (points: readonly LatLng[]): Stop[] =>
  points.map((p, i) => ({
    position: [p.longitude, p.latitude],
    role: i === 0 ? 'origin' : i === points.length - 1 ? 'destination' : 'via',
  }));

/** A route line ([lon, lat] pairs) with its origin (green), via points (white) and destination (red). */
export function routeLayers(geometry: readonly [number, number][], points: readonly LatLng[]) {
  return [
    new PathLayer({
      id: 'route',
      data: [{ path: geometry }],
      getPath: (d) => d.path,
      getColor: [...ROUTE_RGB, 220],
      getWidth: 5,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new ScatterplotLayer<Stop>({
      id: 'route-stops',
      data: routeStops(points),
      getPosition: (d) => d.position,
      getFillColor: (d) => STOP_COLORS[d.role],
      getRadius: (d) => (d.role === 'via' ? 3 : 7),
      radiusUnits: 'pixels',
      stroked: true,
      getLineColor: (d) => (d.role === 'via' ? ROUTE_RGB : [255, 255, 255]),
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
    }),
  ];
}
