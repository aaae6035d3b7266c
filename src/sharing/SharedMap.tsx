import { useEffect, useRef, useState } from 'react';
import type { MapEventType, Map as MaplibreMap, Marker } from 'maplibre-gl';
import { maplibregl } from '../map/maplibre';
import { FALLBACK_MS } from '../map/basemap/fallbackDelay';
import { offlineStyle } from '../map/basemap/offlineStyle';
import { loadNaturalEarth } from '../map/basemap/naturalEarth';
import type { SharedPosition } from './sharedLocationApi';

const notice = {
  position: 'absolute',
  insetInline: 12,
  bottom: 28,
  zIndex: 1,
  margin: 0,
  padding: '6px 12px',
  borderRadius: 6,
  background: '#fff4e5',
  color: '#663c00',
  boxShadow: '0 1px 4px #0004',
  fontSize: 14,
} as const;

const lngLatOf = ({ latitude, longitude }: SharedPosition): [number, number] | null =>
  latitude === null || longitude === null ? null : [longitude, latitude];

/**
 * One marker on a map that follows it: the configured street style, else (none configured, or not reachable
 * within FALLBACK_MS, as the console's maps judge it) the offline outlines, with a notice when streets failed.
 */
export function SharedMap({
  position,
  styleUrl,
  label,
  unreachable,
}: {
  position: SharedPosition;
  styleUrl: string | null;
  label: string;
  unreachable: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const latest = useRef(position);
  const [failed, setFailed] = useState(false);
  const offline = styleUrl === null || failed;

  useEffect(() => {
    latest.current = position;
  });

  useEffect(() => {
    // Centred on the asset from the start: a map made anew (the fallback) must not wait for the next position.
    const at = lngLatOf(latest.current);
    const created = new maplibregl.Map({
      container: container.current!,
      style: offline ? offlineStyle('light', null) : styleUrl!,
      zoom: 13,
      center: at ?? [0, 0],
    });
    map.current = created;
    marker.current = at ? new maplibregl.Marker({ color: '#1976d2' }).setLngLat(at).addTo(created) : null;
    marker.current?.getElement().setAttribute('aria-label', label);
    let timer: number | undefined;
    if (offline) {
      void loadNaturalEarth().then((shapes) => created.setStyle(offlineStyle('light', shapes)));
    } else {
      // Never a blank page: a style or first tile that fails, or nothing drawn in time, turns to the outlines.
      let drawn = false;
      const fail = () => {
        if (!drawn) setFailed(true);
      };
      timer = window.setTimeout(fail, FALLBACK_MS);
      created.on('data', (event: MapEventType['data']) => {
        if (event.dataType !== 'source' || !('tile' in event) || !event.tile) return;
        drawn = true;
        window.clearTimeout(timer);
      });
      created.on('error', fail);
    }
    return () => {
      window.clearTimeout(timer);
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // The label is set on each position below; the map is made anew only for another base map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, offline]);

  useEffect(() => {
    const at = lngLatOf(position);
    if (!map.current || !at) return;
    marker.current ??= new maplibregl.Marker({ color: '#1976d2' }).addTo(map.current);
    marker.current.setLngLat(at);
    marker.current.getElement().setAttribute('aria-label', label);
    map.current.easeTo({ center: at });
  }, [position, label]);

  return (
    <>
      <div ref={container} data-testid="shared-map" style={{ position: 'absolute', inset: 0 }} />
      {failed && (
        <p role="status" style={notice}>
          {unreachable}
        </p>
      )}
    </>
  );
}
