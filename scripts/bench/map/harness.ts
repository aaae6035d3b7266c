import { Map as MaplibreMap } from 'maplibre-gl';
import { loadNaturalEarth } from '../../../src/map/basemap/naturalEarth';
import { offlineStyle } from '../../../src/map/basemap/offlineStyle';
import type { FleetAsset } from '../../../src/fleet/fleetState';
import '../../../src/map/maplibre';
import { deckFleet } from './deckFleet';
import { geojsonFleet } from './geojsonFleet';

export type Mode = 'bare' | 'deck' | 'baseline';

/**
 * Counts the frames the page renders in `ms`. Asking for every frame costs the main thread work
 * of its own, so this runs apart from the windows whose main-thread work is measured.
 */
async function countFrames(ms: number) {
  let frames = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    frames++;
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  await new Promise((resolve) => setTimeout(resolve, ms));
  counting = false;
  return frames;
}

const errors: string[] = [];
window.addEventListener('error', (event) => errors.push(String(event.message)));

/** Driven by scripts/bench/map.ts through page.evaluate; positions come from the feed (feed.ts). */
const bench = {
  async setup(mode: Mode, n: number) {
    const map = new MaplibreMap({
      container: 'map',
      style: offlineStyle('light', await loadNaturalEarth()),
      center: [13.4, 52.52],
      zoom: 9,
    });
    map.on('error', (event) => errors.push(String(event.error?.message ?? event.error)));
    await map.once('load');
    const assets = mode === 'bare' ? [] : ((await (await fetch(`/api/assets?n=${n}`)).json()) as FleetAsset[]);
    const changes: [number, number, number][] = [];
    const onChange = ([longitude, latitude]: [number, number]) => changes.push([Date.now(), longitude, latitude]);
    const fleet =
      mode === 'deck' ? await deckFleet(map, assets, onChange) : mode === 'baseline' ? await geojsonFleet(map, assets, onChange) : null;
    // Let the first frames with the fleet settle.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return Object.assign(bench, {
      countFrames,
      /** When the layer took new positions (Date.now()) and where they put the last asset, since the last call. */
      changes: () => changes.splice(0),
      drawn: async () => (await fleet?.drawn()) ?? 0,
      errors: () => errors,
    });
  },
};

Object.assign(window, { bench });
