import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { Bounds } from './geo/bounds';
import { fitTo } from './view';

/** Fits the enclosing map to `bounds` whenever their value changes (not on every render). */
export default function FitOnChange({ bounds }: { bounds: Bounds | null }) {
  const { current: map } = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    if (map) fitTo(map.getMap(), JSON.parse(key) as Bounds | null);
  }, [map, key]);
  return null;
}
