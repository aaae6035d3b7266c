import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { TerraDraw, TerraDrawCircleMode, TerraDrawLineStringMode, TerraDrawPolygonMode, TerraDrawSelectMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

const editable = { feature: { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } } };

/** terra-draw on the enclosing map, with polygon, circle and line (corridor) drawing and a select mode to edit. */
export function useTerraDraw(): TerraDraw | null {
  const { current: map } = useMap();
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  useEffect(() => {
    if (!map) return;
    const maplibreMap = map.getMap();
    const instance = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map: maplibreMap }),
      modes: [
        new TerraDrawPolygonMode(),
        new TerraDrawCircleMode(),
        new TerraDrawLineStringMode(),
        new TerraDrawSelectMode({
          flags: {
            polygon: editable,
            linestring: editable,
            circle: { feature: { draggable: true, coordinates: { resizable: 'center' } } },
          },
        }),
      ],
    });
    instance.on('ready', () => setDraw(instance));
    // terra-draw adds its own sources, which maplibre refuses while the style is (re)loading,
    // e.g. while the offline base map receives its shapes.
    const start = () => instance.start();
    if (maplibreMap.isStyleLoaded()) start();
    else maplibreMap.once('idle', start);
    return () => {
      maplibreMap.off('idle', start);
      setDraw(null);
      // The map may already be removed when the form unmounts; terra-draw then has nothing to clean.
      try {
        if (instance.enabled) instance.stop();
      } catch {
        // nothing left to stop
      }
    };
  }, [map]);
  return draw;
}
