import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiClients } from '../api/client';
import type { components } from '../api/schema';
import { unwrapRequired } from '../api/unwrap';
import { FleetState, type FleetAsset } from '../fleet/fleetState';
import { trackLive } from './liveHub';

type Asset = components['schemas']['Asset'];

export const toFleetAsset = (asset: Asset): FleetAsset => ({
  id: asset.id,
  name: asset.name,
  latitude: asset.currentLocation?.latitude ?? null,
  longitude: asset.currentLocation?.longitude ?? null,
  heading: asset.heading,
  status: asset.status,
  speedKmh: asset.speedKmh,
  lastPositionAt: asset.lastPositionAt,
});

const fleetQueryKey = ['map', 'fleet'];

/**
 * Every asset of the tenant from the API, then kept moving by the live stream's worker, whose
 * updates go straight into the FleetState: no component re-renders because an asset moved.
 */
export function useLiveFleet() {
  const query = useQuery({
    queryKey: fleetQueryKey,
    queryFn: () => unwrapRequired(apiClients().assets.GET('/assets', {})),
    // The live stream keeps positions current; a refetch would only move markers back and forth.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  // Made with the data, so that a map mounted with it finds every asset there to fit its first view.
  const fleet = useMemo(() => {
    const state = new FleetState();
    if (query.data) state.replace(query.data.map(toFleetAsset));
    return state;
  }, [query.data]);

  useEffect(() => trackLive(fleet), [fleet]);

  // The assets as loaded (names, drivers, last reports), for the vehicle panel's list.
  return { fleet, assets: query.data, loaded: query.isSuccess, error: query.error };
}
