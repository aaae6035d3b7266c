import { useTheme } from '@mui/material/styles';
import type { StyleSpecification } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import { runtimeConfig } from '../../config';
import { basemapChoices, styleUrlOf } from './basemapChoices';
import { chooseBasemap, useChosenBasemapId } from './basemapSelection';
import { loadedNaturalEarth } from './naturalEarth';
import { offlineStyle, type MapMode } from './offlineStyle';

/**
 * The base map of one map: the chosen entry of the layer switcher in the console's theme, or the
 * offline outlines when it is the choice or when the chosen style could not be reached (`fail`).
 * The offline style object is made when the map turns offline, with the shapes if they have loaded,
 * and then filled and recoloured in place (OfflineBasemap): setting a new style on every change
 * would drop what others added, such as terra-draw's layers.
 */
export function useBasemapStyle() {
  const mode: MapMode = useTheme().palette.mode;
  const choices = useMemo(() => basemapChoices(runtimeConfig()), []);
  const chosenId = useChosenBasemapId();
  const chosen = choices.find((choice) => choice.id === chosenId) ?? choices[0];
  const url = styleUrlOf(chosen, mode);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const offline = url === null || url === failedUrl;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- made anew only on turning offline; the theme recolours it in place
  const outlines = useMemo<StyleSpecification>(() => offlineStyle(mode, loadedNaturalEarth()), [offline]);
  return {
    mode,
    choices,
    chosen,
    style: offline ? outlines : url,
    offline,
    /** The chosen style could not be reached: these are the outlines instead. */
    failed: offline && url !== null,
    fail: () => setFailedUrl(url),
    choose: (id: string) => {
      setFailedUrl(null);
      chooseBasemap(id);
    },
  };
}
