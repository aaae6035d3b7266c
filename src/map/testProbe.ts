import type { Layer } from '@deck.gl/core';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { createContext } from 'react';

/** What a map shows, for end-to-end tests and diagnostics; it changes nothing. */
interface MapProbe {
  map?: MaplibreMap;
  layers: readonly Layer[];
  assetPosition?: (assetId: string) => [number, number] | null;
  /** The base map chosen, and whether the offline outlines show (chosen, or as the fallback). */
  basemap?: { id: string; offline: boolean; failed: boolean };
}

const probes = new Map<string, MapProbe>();

const dataLength = (data: unknown) =>
  Array.isArray(data) ? data.length : typeof data === 'object' && data !== null && 'length' in data ? Number(data.length) : 0;

const readOnlyApi = {
  maps: () => [...probes.keys()],
  ready: (name: string) => Boolean(probes.get(name)?.map?.loaded()),
  layers: (name: string) => Object.fromEntries((probes.get(name)?.layers ?? []).map((l) => [l.id, dataLength(l.props.data)])),
  view: (name: string) => {
    const map = probes.get(name)?.map;
    if (!map) return null;
    const bounds = map.getBounds();
    return {
      center: map.getCenter().toArray(),
      zoom: map.getZoom(),
      bounds: [bounds.getSouthWest().toArray(), bounds.getNorthEast().toArray()],
      moving: map.isMoving(),
    };
  },
  /** The page pixel of a coordinate, e.g. to click a marker. */
  project: (name: string, longitude: number, latitude: number) => {
    const map = probes.get(name)?.map;
    if (!map) return null;
    const point = map.project([longitude, latitude]);
    const box = map.getContainer().getBoundingClientRect();
    return { x: box.left + point.x, y: box.top + point.y };
  },
  basemap: (name: string) => probes.get(name)?.basemap ?? null,
  assetPosition: (name: string, assetId: string) => probes.get(name)?.assetPosition?.(assetId) ?? null,
};

declare global {
  interface Window {
    __fleetMap?: typeof readOnlyApi;
  }
}

/** The probe of the map called `name`, made on first use. */
export function mapProbe(name: string): MapProbe {
  if (typeof window !== 'undefined') window.__fleetMap ??= readOnlyApi;
  let probe = probes.get(name);
  if (!probe) probes.set(name, (probe = { layers: [] }));
  return probe;
}

export const dropMapProbe = (name: string) => probes.delete(name);

/** The name under which the enclosing map is probed. */
export const MapNameContext = createContext('map');
