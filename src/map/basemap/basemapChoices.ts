import type { RuntimeConfig } from '../../config';
import type { MapMode } from './offlineStyle';

/** One entry of the layer switcher: a style per theme, or the offline outlines (null). */
export interface BasemapChoice {
  id: string;
  /** A translation key for the built-in ones, the configured name for the others. */
  label: { key: string } | { name: string };
  light: string | null;
  dark: string | null;
}

export const OFFLINE_ID = 'offline';

/** Streets (when configured, which is the default), the styles of MAP_STYLES, and always the offline outlines. */
export function basemapChoices(config: Pick<RuntimeConfig, 'mapStyleUrl' | 'mapStyleDarkUrl' | 'mapStyles'>): BasemapChoice[] {
  const streets: BasemapChoice[] = config.mapStyleUrl
    ? [{ id: 'streets', label: { key: 'basemap.streets' }, light: config.mapStyleUrl, dark: config.mapStyleDarkUrl ?? config.mapStyleUrl }]
    : [];
  const listed = config.mapStyles.map((style, index) => ({
    id: `style-${index}`,
    label: { name: style.name },
    light: style.url,
    dark: style.darkUrl ?? style.url,
  }));
  return [...streets, ...listed, { id: OFFLINE_ID, label: { key: 'basemap.offline' }, light: null, dark: null }];
}

export const styleUrlOf = (choice: BasemapChoice, mode: MapMode) => (mode === 'dark' ? choice.dark : choice.light);
