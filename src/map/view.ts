import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { Bounds } from './geo/bounds';

const FIT_PADDING = 48;
const FIT_MAX_ZOOM = 15;

export const FIT_OPTIONS = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM };

export type InitialView = { bounds: Bounds } | { longitude: number; latitude: number; zoom: number };

export const WORLD_VIEW: InitialView = { longitude: 10, latitude: 35, zoom: 1.5 };

/** Moves the map so that the bounds fit, with the margin every map of the console uses. */
export function fitTo(map: MaplibreMap, bounds: Bounds | null, animate = true) {
  if (bounds) map.fitBounds(bounds, { ...FIT_OPTIONS, animate });
}

/** Fits the enclosing map to `bounds` whenever their value changes (not on every render). */
export function FitOnChange({ bounds }: { bounds: Bounds | null }) {
  const { current: map } = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    if (map) fitTo(map.getMap(), JSON.parse(key) as Bounds | null);
  }, [map, key]);
  return null;
}
