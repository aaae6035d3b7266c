import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import type { FleetAsset, FleetMove } from '../../../src/map/fleet/fleetState';
import { STATUS_RGB } from '../../../src/map/fleet/status';

const markerImage = () => {
  const size = 24;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.beginPath();
  context.arc(size / 2, size / 2, size / 2 - 1, 0, Math.PI * 2);
  context.fill();
  return context.getImageData(0, 0, size, size);
};

/**
 * The baseline: how common fleet consoles draw devices. Positions kept in a keyed store; every
 * update rebuilds a GeoJSON FeatureCollection and hands it to a maplibre source drawn as symbols
 * (an SDF marker tinted by status and rotated by course).
 */
export function geojsonFleet(map: MaplibreMap, assets: FleetAsset[]) {
  const store = new Map(assets.map((a) => [a.id, { ...a }]));
  const features = () => ({
    type: 'FeatureCollection' as const,
    features: [...store.values()].map((a) => ({
      type: 'Feature' as const,
      id: a.id,
      properties: { name: a.name, status: a.status, course: a.heading ?? 0 },
      geometry: { type: 'Point' as const, coordinates: [a.longitude ?? 0, a.latitude ?? 0] },
    })),
  });
  map.addImage('marker', markerImage(), { sdf: true });
  map.addSource('devices', { type: 'geojson', data: features() });
  const color = (status: keyof typeof STATUS_RGB) => `rgb(${STATUS_RGB[status].join(',')})`;
  map.addLayer({
    id: 'devices',
    type: 'symbol',
    source: 'devices',
    layout: { 'icon-image': 'marker', 'icon-size': 0.6, 'icon-rotate': ['get', 'course'], 'icon-allow-overlap': true },
    paint: { 'icon-color': ['match', ['get', 'status'], 'Moving', color('Moving'), 'Parked', color('Parked'), color('OutOfNetwork')] },
  });
  return {
    apply(moves: FleetMove[]) {
      for (const move of moves) Object.assign(store.get(move.assetId)!, move);
      (map.getSource('devices') as GeoJSONSource).setData(features());
    },
    drawn: () => map.queryRenderedFeatures({ layers: ['devices'] }).length,
  };
}
