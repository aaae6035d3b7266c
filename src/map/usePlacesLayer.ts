import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiClients } from '../api/client';
import { unwrapRequired } from '../api/unwrap';
import { useNotifyError } from '../kit/useNotifyError';
import { placeLayers } from './layers/placeLayers';

const STORAGE_KEY = 'fleet.map.places';
const NO_LAYERS: ReturnType<typeof placeLayers> = [];

/**
 * Whether the live map shows the points of interest (remembered in this browser; shown until
 * switched off), and their layers while it does. They are read only while shown.
 */
export function usePlacesLayer() {
  const [shown, setShown] = useState(() => localStorage.getItem(STORAGE_KEY) !== 'off');
  const places = useQuery({
    queryKey: ['map', 'places'],
    queryFn: () => unwrapRequired(apiClients().api.GET('/places', {})),
    enabled: shown,
  });
  useNotifyError(places.error);
  // No layers for no places: the names' layer would upload an empty font atlas (a WebGL warning in Chromium).
  const layers = useMemo(() => (shown && places.data?.length ? placeLayers(places.data) : NO_LAYERS), [shown, places.data]);
  const toggle = (next: boolean) => {
    localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    setShown(next);
  };
  return { shown, toggle, layers };
}
