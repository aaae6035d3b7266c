import { useEffect, useEffectEvent, useRef } from 'react';
import type { TerraDraw } from 'terra-draw';
import { featureFromShape, shapeFromFeature, type ShapeValues } from './shapeFeature';
import { useTerraDraw } from './useTerraDraw';

export type DrawMode = 'polygon' | 'circle' | 'linestring' | 'select';

interface ShapeDrawingProps {
  mode: DrawMode;
  values: Partial<ShapeValues>;
  onChange: (values: ShapeValues) => void;
  /** Called when a drawing is finished, e.g. to switch to editing. */
  onFinished: () => void;
}

const sameShape = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps one shape drawn with terra-draw in step with the form: drawing writes the form; values
 * changed elsewhere (typed coordinates, cleared) are drawn again.
 */
export default function ShapeDrawing({ mode, values, onChange, onFinished }: ShapeDrawingProps) {
  const draw = useTerraDraw();
  const written = useRef<Partial<ShapeValues> | null>(null);
  const finished = useEffectEvent((shape: ShapeValues) => {
    onChange(shape);
    onFinished();
  });

  useEffect(() => {
    if (!draw) return;
    const finish = (id: string | number) => {
      const feature = draw.getSnapshotFeature(id);
      const shape = feature && shapeFromFeature(feature);
      if (!shape) return;
      // One shape per geofence: a new drawing replaces the old one.
      draw.removeFeatures(
        draw
          .getSnapshot()
          .filter((f) => f.id !== id)
          .map((f) => f.id as string),
      );
      written.current = shape;
      finished(shape);
    };
    draw.on('finish', finish);
    return () => draw.off('finish', finish);
  }, [draw]);

  useEffect(() => {
    if (!draw || sameShape(values, written.current)) return;
    written.current = values;
    showShape(draw, values);
  }, [draw, values]);

  useEffect(() => {
    if (draw) draw.setMode(mode);
  }, [draw, mode]);

  return null;
}

function showShape(draw: TerraDraw, values: Partial<ShapeValues>) {
  draw.clear();
  const feature = featureFromShape(values, String(draw.getFeatureId()));
  if (feature) draw.addFeatures([feature]);
}
