import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// After bundling maplibre cannot find its worker by itself (it would 404).
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
