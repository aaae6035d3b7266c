import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Map, NavigationControl, ScaleControl } from 'react-map-gl/maplibre';
import BasemapSwitcher from './basemap/BasemapSwitcher';
import { OFFLINE_ID } from './basemap/basemapChoices';
import BasemapWatch from './basemap/BasemapWatch';
import OfflineBasemap from './basemap/OfflineBasemap';
import { useBasemapStyle } from './basemap/useBasemapStyle';
import { maplibregl } from './maplibre';
import { useMapControlsLocale } from './mapControlsLocale';
import { MapNameContext, dropMapProbe, mapProbe } from './testProbe';
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

/** A map on the chosen base map, with zoom buttons and the layer switcher; deck.gl layers and drawing tools go inside. */
export default function MapCanvas({ name, label, initialView, height = 420, onLoad, children }: MapCanvasProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const basemap = useBasemapStyle();
  const controlsLocale = useMapControlsLocale();
  const view = initialView ?? WORLD_VIEW;
  const rtl = theme.direction === 'rtl';
  const chosenName = 'key' in basemap.chosen.label ? translate(basemap.chosen.label.key) : basemap.chosen.label.name;
  // The notice may be closed (it can cover the end of a route); the next base map that fails shows it again.
  const [closedNotice, setClosedNotice] = useState<string | null>(null);
  const showNotice = basemap.failed && closedNotice !== basemap.chosen.id;
  useEffect(() => () => void dropMapProbe(name), [name]);
  useEffect(() => {
    mapProbe(name).basemap = { id: basemap.chosen.id, offline: basemap.offline, failed: basemap.failed };
  }, [name, basemap.chosen.id, basemap.offline, basemap.failed]);

  return (
    <Box
      role="region"
      aria-label={label}
      data-map={name}
      sx={{ height, width: '100%', position: 'relative', borderRadius: 1, overflow: 'hidden' }}
    >
      <MapNameContext.Provider value={name}>
        <Map
          mapLib={maplibregl}
          mapStyle={basemap.style}
          // A new base map replaces the style at once: diffing keeps the old style until the new one's
          // JSON arrives, and its tiles would pass for the new base map's (BasemapWatch), so a service
          // that never answers would leave the old map on screen without a fallback.
          styleDiffing={false}
          initialViewState={'bounds' in view ? { bounds: view.bounds, fitBoundsOptions: FIT_OPTIONS } : view}
          style={{ width: '100%', height: '100%' }}
          attributionControl={{ compact: true }}
          // Base map errors are BasemapWatch's to handle (the fallback); without a listener maplibre logs them.
          onError={() => undefined}
          locale={controlsLocale}
          onLoad={(event) => {
            mapProbe(name).map = event.target;
            onLoad?.(event.target);
          }}
        >
          {basemap.offline ? <OfflineBasemap mode={basemap.mode} /> : <BasemapWatch url={basemap.style as string} onFail={basemap.fail} />}
          <NavigationControl position={rtl ? 'top-left' : 'top-right'} showCompass={false} />
          <ScaleControl position={rtl ? 'bottom-right' : 'bottom-left'} />
          {children}
        </Map>
      </MapNameContext.Provider>
      {basemap.choices.length > 1 && (
        // The menu ticks what is shown: the outlines when the chosen style failed.
        <BasemapSwitcher choices={basemap.choices} chosenId={basemap.failed ? OFFLINE_ID : basemap.chosen.id} onChoose={basemap.choose} />
      )}
      {showNotice && (
        <Alert
          severity="warning"
          role="status"
          onClose={() => setClosedNotice(basemap.chosen.id)}
          closeText={translate('ra.action.close')}
          sx={{ position: 'absolute', bottom: 36, insetInline: 48, zIndex: 2, py: 0 }}
        >
          {translate('basemap.unreachable', { name: chosenName })}
        </Alert>
      )}
    </Box>
  );
}
