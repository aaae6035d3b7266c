import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { loadedNaturalEarth, loadNaturalEarth, type NaturalEarth } from './naturalEarth';
import { offlineStyle, type MapMode } from './offlineStyle';

const SOURCES = ['land', 'borders'] as const;

/** Fills the offline base map with the Natural Earth shapes once loaded, and recolours it with the theme. */
export default function OfflineBasemap({ mode }: { mode: MapMode }) {
  const { current: map } = useMap();
  const [shapes, setShapes] = useState<NaturalEarth | null>(loadedNaturalEarth);

  useEffect(() => {
    let active = true;
    // Without the shapes the map still works, as water; there is nothing for the user to fix.
    loadNaturalEarth().then(
      (loaded) => active && setShapes(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const style = map?.getMap();
    if (!style || !shapes) return;
    // The sources appear when the style has been set (after a switch from another base map): fill each once.
    const filled = new WeakSet<GeoJSONSource>();
    const fill = () => {
      for (const id of SOURCES) {
        const source = style.getSource<GeoJSONSource>(id);
        if (!source || filled.has(source)) continue;
        source.setData(shapes[id]);
        filled.add(source);
      }
    };
    fill();
    style.on('styledata', fill);
    return () => void style.off('styledata', fill);
  }, [map, shapes]);

  useEffect(() => {
    const style = map?.getMap();
    if (!style) return;
    for (const layer of offlineStyle(mode, null).layers) {
      if (!style.getLayer(layer.id)) continue;
      type Property = Parameters<typeof style.setPaintProperty>[1];
      type Value = Parameters<typeof style.setPaintProperty>[2];
      const paint = (layer.paint ?? {}) as Record<Property, Value>;
      for (const [property, value] of Object.entries(paint)) style.setPaintProperty(layer.id, property as Property, value);
    }
  }, [map, mode]);

  return null;
}
