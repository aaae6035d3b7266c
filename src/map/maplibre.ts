import * as maplibregl from 'maplibre-gl';
import type { AddProtocolResponseData } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// After bundling maplibre cannot find its worker by itself (it would 404).
maplibregl.setWorkerUrl(workerUrl);
// The self-hosted streets (FLEET_TILES): tiles read from one archive on our server in HTTP byte ranges.
const pmtiles = new Protocol();
maplibregl.addProtocol('pmtiles', async (request, abort) => {
  // The reader types its answers loosely: a TileJSON object, or a tile's bytes.
  const { data, ...caching } = await pmtiles.tilev4(request, abort);
  return { ...caching, data: data as AddProtocolResponseData };
});

export { maplibregl };
