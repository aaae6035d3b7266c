import type { MapEventType } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { FALLBACK_MS } from './fallbackDelay';

/**
 * Watches an online base map: when its style or first tiles fail to load, or nothing has been drawn
 * after FALLBACK_MS, `onFail` turns the map to the offline outlines (never a blank map). Once a tile
 * has been drawn, a later missing tile is only a gap.
 */
export default function BasemapWatch({ url, onFail }: { url: string; onFail: () => void }) {
  const { current } = useMap();
  const failRef = useRef(onFail);
  useEffect(() => {
    failRef.current = onFail;
  });

  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    let drawn = false;
    const fail = () => {
      if (!drawn) failRef.current();
    };
    const timer = window.setTimeout(fail, FALLBACK_MS);
    const tileLoaded = (event: MapEventType['data']) => {
      if (event.dataType !== 'source' || !('tile' in event) || !event.tile) return;
      drawn = true;
      window.clearTimeout(timer);
    };
    map.on('data', tileLoaded);
    map.on('error', fail);
    return () => {
      window.clearTimeout(timer);
      map.off('data', tileLoaded);
      map.off('error', fail);
    };
  }, [current, url]);

  return null;
}
