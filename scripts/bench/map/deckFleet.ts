import type { Map as MaplibreMap } from 'maplibre-gl';
import { createLiveHub } from '../../../src/live/createLiveHub';
import { FleetState, type FleetAsset } from '../../../src/fleet/fleetState';
import { createFleetLayerInput } from '../../../src/map/layers/fleetLayerData';
import { keepFleetDrawn } from '../../../src/map/layers/keepFleetDrawn';
import { OnDemandOverlay } from '../../../src/map/onDemandOverlay';
import { benchSession } from './benchSession';

/**
 * The product's live fleet drawing, wired as useLiveFleet and FleetLayers wire it: a FleetState
 * kept live by the live worker (trackLive), drawn by keepFleetDrawn on an OnDemandOverlay.
 */
export async function deckFleet(map: MaplibreMap, assets: FleetAsset[], onChange: (lastAsset: [number, number]) => void) {
  const fleet = new FleetState();
  fleet.replace(assets);
  const overlay = new OnDemandOverlay({ layers: [] });
  map.addControl(overlay);
  keepFleetDrawn(fleet, {
    input: createFleetLayerInput(fleet),
    statusFilter: null,
    underlay: [],
    setLayers: (layers) => overlay.setProps({ layers }),
  });
  const last = (assets.length - 1) * 3;
  fleet.subscribe(() => onChange([fleet.positions[last], fleet.positions[last + 1]]));
  const hub = createLiveHub(benchSession);
  await new Promise<void>((connected) => hub.subscribeLive({ onConnected: (value) => value && connected() }));
  hub.trackLive(fleet);
  return { drawn: () => fleet.length };
}
