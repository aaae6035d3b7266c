import type { Layer } from '@deck.gl/core';
import type { FleetState } from '../../fleet/fleetState';
import type { AssetStatus } from '../../fleet/status';
import { assetLayers } from './assetLayers';
import type { FleetLayerInput } from './fleetLayerData';

interface FleetDrawing {
  /** The layer input of this fleet (createFleetLayerInput), kept across calls so unchanged arrays are not uploaded again. */
  input: (filter: AssetStatus | null) => FleetLayerInput;
  statusFilter: AssetStatus | null;
  /** Layers drawn beneath the markers. */
  underlay: Layer[];
  setLayers: (layers: Layer[]) => void;
}

/**
 * Draws the fleet now and again at most once a frame after it changes, outside React: a moving
 * asset costs an upload of typed arrays, not a render. Returns the function that stops it.
 */
export function keepFleetDrawn(fleet: FleetState, { input, statusFilter, underlay, setLayers }: FleetDrawing): () => void {
  let frame = 0;
  const draw = () => {
    frame = 0;
    setLayers([...underlay, ...assetLayers(input(statusFilter))]);
  };
  draw();
  const unsubscribe = fleet.subscribe(() => {
    frame ||= requestAnimationFrame(draw);
  });
  return () => {
    unsubscribe();
    cancelAnimationFrame(frame);
  };
}
