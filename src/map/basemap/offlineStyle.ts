import type { StyleSpecification } from 'maplibre-gl';
import type { NaturalEarth } from './naturalEarth';

export type MapMode = 'light' | 'dark';

interface Palette {
  water: string;
  land: string;
  border: string;
  coast: string;
}

export const PALETTES: Record<MapMode, Palette> = {
  light: { water: '#cfe0ee', land: '#f5f2ea', border: '#a99bbf', coast: '#8eabc2' },
  dark: { water: '#0e1a27', land: '#1f2833', border: '#55617a', coast: '#35516c' },
};

const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The offline base map: Natural Earth's land on water, with land borders and coastlines, in the
 * console's light or dark colours. Before the shapes have loaded it is water alone.
 */
export function offlineStyle(mode: MapMode, shapes: NaturalEarth | null): StyleSpecification {
  const palette = PALETTES[mode];
  return {
    version: 8,
    name: `fleet-offline-${mode}`,
    sources: {
      land: { type: 'geojson', data: shapes?.land ?? empty },
      borders: { type: 'geojson', data: shapes?.borders ?? empty },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': palette.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': palette.land } },
      {
        // The land's rings drawn as lines: its coasts.
        id: 'coastlines',
        type: 'line',
        source: 'land',
        paint: { 'line-color': palette.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 10, 2] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': palette.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 10, 1.6],
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}
