import type { Layer } from '@deck.gl/core';
import type { MapLibreOverlayProps } from '@deck.gl/maplibre';
import { useCallback, useContext } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import { MapNameContext } from './mapName';
import { OnDemandOverlay } from './onDemandOverlay';
import { mapProbe } from './testProbe';

/**
 * deck.gl over the enclosing map. Returns a setter of layers that also works outside React
 * rendering, so live data can redraw the layers without re-rendering any component.
 */
export function useDeckOverlay(props: Omit<MapLibreOverlayProps, 'layers'> = {}) {
  const name = useContext(MapNameContext);
  const overlay = useControl(() => new OnDemandOverlay(props));
  overlay.setProps(props);
  return useCallback(
    (layers: Layer[]) => {
      mapProbe(name).layers = layers;
      overlay.setProps({ layers });
    },
    [overlay, name],
  );
}
