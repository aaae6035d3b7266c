import type { Layer } from '@deck.gl/core';
import type { MapLibreOverlayProps } from '@deck.gl/maplibre';
import { useCallback, useContext, useEffect } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import { MapNameContext, mapProbe } from './testProbe';
import { OnDemandOverlay } from './onDemandOverlay';

/**
 * deck.gl in the enclosing map: interleaved, so its layers draw into maplibre's own WebGL context
 * (one context per map, lost with the map on map.remove()) instead of a canvas and context of their
 * own, which Chromium caps at 16 a page. Returns a setter of layers that also works outside React
 * rendering, so live data can redraw the layers without re-rendering any component.
 */
export function useDeckOverlay(props: Omit<MapLibreOverlayProps, 'layers'> = {}) {
  const name = useContext(MapNameContext);
  const overlay = useControl(() => new OnDemandOverlay({ ...props, interleaved: true }));
  overlay.setProps(props);
  return useCallback(
    (layers: Layer[]) => {
      mapProbe(name).layers = layers;
      overlay.setProps({ layers });
    },
    [overlay, name],
  );
}

/** Declarative deck.gl layers for maps whose data changes rarely (a route, a geofence, one asset). */
export function DeckLayers({ layers, ...props }: { layers: Layer[] } & Omit<MapLibreOverlayProps, 'layers'>) {
  const setLayers = useDeckOverlay(props);
  useEffect(() => setLayers(layers), [setLayers, layers]);
  return null;
}
