import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { FleetState } from '../../fleet/fleetState';

/** Close enough to read the street the asset is on. */
const SELECTED_ZOOM = 15;

const positionOf = (fleet: FleetState, id: string): [number, number] | null => {
  const i = fleet.indexOf(id);
  if (i === undefined) return null;
  const position: [number, number] = [fleet.positions[i * 3], fleet.positions[i * 3 + 1]];
  return Number.isFinite(position[0]) && Number.isFinite(position[1]) ? position : null;
};

interface FlyToSelectedProps {
  fleet: FleetState;
  selectedId: string | null;
  /** Keep the selected asset centred as it moves. */
  following: boolean;
}

/** On the enclosing map: flies to the asset chosen in the panel or on the map, and follows it when asked. */
export function FlyToSelected({ fleet, selectedId, following }: FlyToSelectedProps) {
  const { current: ref } = useMap();

  useEffect(() => {
    const map = ref?.getMap();
    const center = selectedId && positionOf(fleet, selectedId);
    if (map && center) map.flyTo({ center, zoom: Math.max(map.getZoom(), SELECTED_ZOOM) });
  }, [ref, fleet, selectedId]);

  useEffect(() => {
    const map = ref?.getMap();
    if (!map || !selectedId || !following) return;
    let last = positionOf(fleet, selectedId);
    return fleet.subscribe(() => {
      const center = positionOf(fleet, selectedId);
      if (!center || (last && center[0] === last[0] && center[1] === last[1])) return;
      last = center;
      map.easeTo({ center, duration: 500 });
    });
  }, [ref, fleet, selectedId, following]);

  return null;
}
