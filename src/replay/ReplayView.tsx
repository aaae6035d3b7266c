import type { Layer } from '@deck.gl/core';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import FitButton from '../map/FitButton';
import FleetLayers from '../map/FleetLayers';
import MapCanvas from '../map/MapCanvas';
import type { FleetState } from '../fleet/fleetState';
import { visibleBounds } from '../map/visibleBounds';
import type { Bounds } from '../map/geo/bounds';
import ReplayControls from './ReplayControls';
import { ReplayClock } from './replayClock';
import { replayInto, type Track } from './timeline';

interface ReplayViewProps {
  name: string;
  fleet: FleetState;
  tracks: ReadonlyMap<string, Track>;
  start: number;
  end: number;
  bounds: Bounds | null;
  underlay?: Layer[];
}

/** A replay: the fleet's markers on the map moved by a clock under the user's control. */
export default function ReplayView({ name, fleet, tracks, start, end, bounds, underlay }: ReplayViewProps) {
  const translate = useTranslate();
  const [clock] = useState(() => new ReplayClock(start, end));
  useEffect(() => {
    const apply = () => replayInto(fleet, tracks, clock.snapshot().time);
    apply();
    const unsubscribe = clock.subscribe(apply);
    return () => {
      unsubscribe();
      clock.pause();
    };
  }, [clock, fleet, tracks]);

  return (
    // minmax(0, 1fr): an auto column would grow to the controls' width on a phone, and the map with it.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <MapCanvas name={name} label={translate('maps.replay.map_label')} initialView={bounds && { bounds }} height={420}>
        <FleetLayers fleet={fleet} statusFilter={null} underlay={underlay} />
        <FitButton bounds={() => visibleBounds(fleet, null) ?? bounds} />
      </MapCanvas>
      <ReplayControls clock={clock} />
    </Box>
  );
}
