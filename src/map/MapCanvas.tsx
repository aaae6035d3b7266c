import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, type ReactNode } from 'react';
import { Map, NavigationControl, ScaleControl } from 'react-map-gl/maplibre';
import OfflineBasemap from './basemap/OfflineBasemap';
import { useBasemapStyle } from './basemap/useBasemapStyle';
import { maplibregl } from './maplibre';
import { MapNameContext } from './mapName';
import { dropMapProbe, mapProbe } from './testProbe';
import { FIT_OPTIONS, WORLD_VIEW, type InitialView } from './view';

interface MapCanvasProps {
  /** Names the map for tests and diagnostics. */
  name: string;
  /** Accessible name of the map region. */
  label: string;
  initialView?: InitialView | null;
  height?: number | string;
  onLoad?: (map: MaplibreMap) => void;
  children?: ReactNode;
}

/** A map on the console's base map, with zoom buttons; deck.gl layers and drawing tools go inside. */
export default function MapCanvas({ name, label, initialView, height = 420, onLoad, children }: MapCanvasProps) {
  const theme = useTheme();
  const basemap = useBasemapStyle();
  const view = initialView ?? WORLD_VIEW;
  useEffect(() => () => void dropMapProbe(name), [name]);

  return (
    <Box role="region" aria-label={label} data-map={name} sx={{ height, width: '100%', position: 'relative', borderRadius: 1, overflow: 'hidden' }}>
      <MapNameContext.Provider value={name}>
        <Map
          mapLib={maplibregl}
          mapStyle={basemap.style}
          initialViewState={'bounds' in view ? { bounds: view.bounds, fitBoundsOptions: FIT_OPTIONS } : view}
          style={{ width: '100%', height: '100%' }}
          attributionControl={{ compact: true }}
          onLoad={(event) => {
            mapProbe(name).map = event.target;
            onLoad?.(event.target);
          }}
        >
          {basemap.offline && <OfflineBasemap mode={basemap.mode} />}
          <NavigationControl position={theme.direction === 'rtl' ? 'top-left' : 'top-right'} showCompass={false} />
          <ScaleControl position={theme.direction === 'rtl' ? 'bottom-right' : 'bottom-left'} />
          {children}
        </Map>
      </MapNameContext.Provider>
    </Box>
  );
}
