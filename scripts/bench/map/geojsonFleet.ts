import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { connectLive } from '../../../src/live/liveConnection';
import { UPDATE_INTERVAL_MS } from '../../../src/live/liveProtocol';
import { throttle } from '../../../src/live/throttle';
import type { FleetAsset } from '../../../src/fleet/fleetState';
import { STATUS_RGB } from '../../../src/fleet/status';
import { benchSession } from './benchSession';

const SETTLE_TIMEOUT_MS = 60_000;

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
 * The baseline: how common fleet consoles draw devices. The live stream read and decoded on the
 * page (the same connectLive the worker runs), positions kept in a keyed store, and a GeoJSON
 * FeatureCollection rebuilt and handed to a maplibre source drawn as symbols (an SDF marker tinted
 * by status and rotated by course), at most as often as our layer is updated (the same throttle).
 */
export async function geojsonFleet(map: MaplibreMap, assets: FleetAsset[], onChange: (lastAsset: [number, number]) => void) {
  const store = new Map(assets.map((a) => [a.id, { ...a }]));
  const last = store.get(assets.at(-1)!.id)!;
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
  const redraw = throttle(() => {
    (map.getSource('devices') as GeoJSONSource).setData(features());
    onChange([last.longitude ?? NaN, last.latitude ?? NaN]);
  }, UPDATE_INTERVAL_MS);
  await new Promise<void>((connected) =>
    connectLive({
      url: benchSession.url(),
      accessToken: benchSession.accessToken,
      refresh: benchSession.refresh,
      fetch: (input, init) => fetch(input, init),
      handlers: {
        onPositions(batch) {
          for (const { assetId, latitude, longitude, heading, status } of batch)
            Object.assign(store.get(assetId)!, { latitude, longitude, heading, status });
          redraw();
        },
        onAlert: () => {},
        onConnected: (value) => value && connected(),
      },
    }),
  );
  return {
    /** Markers on screen once the source has settled; features cut by tile edges are counted once. */
    async drawn() {
      if (!map.loaded()) await Promise.race([map.once('idle'), new Promise((resolve) => setTimeout(resolve, SETTLE_TIMEOUT_MS))]);
      return new Set(map.queryRenderedFeatures({ layers: ['devices'] }).map((feature) => feature.properties.name)).size;
    },
  };
}
