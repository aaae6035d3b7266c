import type { Layer } from '@deck.gl/core';
import type { MapLibreOverlayProps } from '@deck.gl/maplibre';
import { useEffect } from 'react';
import { useDeckOverlay } from './useDeckOverlay';

/** Declarative deck.gl layers for maps whose data changes rarely (a route, a geofence, one asset). */
export default function DeckLayers({ layers, ...props }: { layers: Layer[] } & Omit<MapLibreOverlayProps, 'layers'>) {
  const setLayers = useDeckOverlay(props);
  useEffect(() => setLayers(layers), [setLayers, layers]);
  return null;
}
