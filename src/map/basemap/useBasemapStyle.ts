import { useTheme } from '@mui/material/styles';
import type { StyleSpecification } from 'maplibre-gl';
import { useState } from 'react';
import { runtimeConfig } from '../../config';
import { offlineStyle, type MapMode } from './offlineStyle';

/** The style URL configured for a mode: the dark one falls back to the light one. */
export function configuredStyleUrl(mode: MapMode, config: { mapStyleUrl: string | null; mapStyleDarkUrl: string | null }) {
  return mode === 'dark' ? (config.mapStyleDarkUrl ?? config.mapStyleUrl) : config.mapStyleUrl;
}

/**
 * The base map for the console's theme: the configured vector-tile style, else the offline one.
 * The offline style object is made once per map, empty, and then filled and recoloured in place
 * (OfflineBasemap): setting a new style would drop what others added, such as terra-draw's layers.
 */
export function useBasemapStyle() {
  const mode: MapMode = useTheme().palette.mode;
  const url = configuredStyleUrl(mode, runtimeConfig());
  const [style] = useState<StyleSpecification>(() => offlineStyle(mode, null));
  return { mode, style: url ?? style, offline: url === null };
}
