import { useEffect, useRef } from 'react';
import type { Map as MaplibreMap, Marker } from 'maplibre-gl';
import { maplibregl } from '../map/maplibre';
import { offlineStyle } from '../map/basemap/offlineStyle';
import { loadNaturalEarth } from '../map/basemap/naturalEarth';
import type { SharedPosition } from './sharedLocationApi';

/** One marker on a map that follows it: the configured style, else the offline base map. */
export function SharedMap({ position, styleUrl, label }: { position: SharedPosition; styleUrl: string | null; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const marker = useRef<Marker | null>(null);

  useEffect(() => {
    const created = new maplibregl.Map({ container: container.current!, style: styleUrl ?? offlineStyle('light', null), zoom: 13, center: [0, 0] });
    if (!styleUrl) void loadNaturalEarth().then((shapes) => created.setStyle(offlineStyle('light', shapes)));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [styleUrl]);

  useEffect(() => {
    if (!map.current || position.latitude === null || position.longitude === null) return;
    const at: [number, number] = [position.longitude, position.latitude];
    marker.current ??= new maplibregl.Marker({ color: '#1976d2' }).setLngLat(at).addTo(map.current);
    marker.current.setLngLat(at);
    marker.current.getElement().setAttribute('aria-label', label);
    map.current.easeTo({ center: at });
  }, [position, label]);

  return <div ref={container} data-testid="shared-map" style={{ position: 'absolute', inset: 0 }} />;
}
