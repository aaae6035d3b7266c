import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** MapLibre's own texts (tooltips of its controls, the map's title) -> our catalogue's keys. */
const MAPLIBRE_KEYS = {
  'NavigationControl.ZoomIn': 'map_controls.zoom_in',
  'NavigationControl.ZoomOut': 'map_controls.zoom_out',
  'NavigationControl.ResetBearing': 'map_controls.reset_bearing',
  'AttributionControl.ToggleAttribution': 'map_controls.toggle_attribution',
  'Map.Title': 'map_controls.map',
  'Marker.Title': 'map_controls.marker',
  'Popup.Close': 'map_controls.close_popup',
  'FullscreenControl.Enter': 'map_controls.fullscreen_enter',
  'FullscreenControl.Exit': 'map_controls.fullscreen_exit',
} as const;

/** The `locale` option of a MapLibre map, in the console's language (MapLibre reads it when the map is made). */
export function useMapControlsLocale(): Record<string, string> {
  const translate = useTranslate();
  return useMemo(
    () => Object.fromEntries(Object.entries(MAPLIBRE_KEYS).map(([maplibreKey, key]) => [maplibreKey, translate(key)])),
    // react-admin's translate changes with the language.
    [translate],
  );
}
