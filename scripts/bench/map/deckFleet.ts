import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { FleetState, type FleetAsset, type FleetMove } from '../../../src/map/fleet/fleetState';
import { assetLayers } from '../../../src/map/layers/assetLayers';
import { createFleetLayerInput } from '../../../src/map/layers/fleetLayerData';

/** The product's fleet drawing (FleetState + assetLayers on MapLibreOverlay), as FleetLayers wires it. */
export function deckFleet(map: MaplibreMap, assets: FleetAsset[]) {
  const fleet = new FleetState();
  const overlay = new MapLibreOverlay({ layers: [] });
  map.addControl(overlay);
  const input = createFleetLayerInput(fleet);
  let frame = 0;
  const draw = () => {
    frame = 0;
    overlay.setProps({ layers: assetLayers(input(null)) });
  };
  fleet.subscribe(() => {
    frame ||= requestAnimationFrame(draw);
  });
  fleet.replace(assets);
  return { apply: (moves: FleetMove[]) => fleet.move(moves), drawn: () => fleet.length };
}
