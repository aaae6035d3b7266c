import { Map as MaplibreMap } from 'maplibre-gl';
import { loadNaturalEarth } from '../../../src/map/basemap/naturalEarth';
import { offlineStyle } from '../../../src/map/basemap/offlineStyle';
import '../../../src/map/maplibre';
import { deckFleet } from './deckFleet';
import { makeFleet, nextMoves } from './feed';
import { geojsonFleet } from './geojsonFleet';

export type Mode = 'bare' | 'deck' | 'baseline';

const errors: string[] = [];
window.addEventListener('error', (event) => errors.push(String(event.message)));

/** Driven by scripts/bench/map.ts through page.evaluate. */
const bench = {
  async setup(mode: Mode, n: number) {
    const map = new MaplibreMap({ container: 'map', style: offlineStyle('light', await loadNaturalEarth()), center: [13.4, 52.52], zoom: 9 });
    map.on('error', (event) => errors.push(String(event.error?.message ?? event.error)));
    await map.once('load');
    const assets = makeFleet(n);
    const fleet = mode === 'deck' ? deckFleet(map, assets) : mode === 'baseline' ? geojsonFleet(map, assets) : null;
    let frames = 0;
    const countFrames = () => {
      frames++;
      requestAnimationFrame(countFrames);
    };
    requestAnimationFrame(countFrames);
    // Let the first frames with the fleet settle.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return Object.assign(bench, {
      frames: () => frames,
      /**
       * Updates every asset once. Answers the time spent making the synthetic feed (not the layer's
       * to count) and the time of the layer's own update call.
       */
      tick() {
        const start = performance.now();
        const moves = nextMoves(assets);
        const made = performance.now();
        fleet?.apply(moves);
        return { feedMs: made - start, applyMs: performance.now() - made };
      },
      drawn: () => fleet?.drawn() ?? 0,
      errors: () => errors,
    });
  },
};

Object.assign(window, { bench });
