import type { Layer } from '@deck.gl/core';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import FitButton from '../map/FitButton';
import FleetLayers from '../map/FleetLayers';
import MapCanvas from '../map/MapCanvas';
import type { FleetState } from '../map/fleet/fleetState';
import { visibleBounds } from '../map/fleet/visibleBounds';
import type { Bounds } from '../map/geo/bounds';
import ReplayControls from './ReplayControls';
import { ReplayClock } from './replayClock';
import { replayInto } from './replayInto';
import type { Track } from './timeline';

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
    <Box sx={{ display: 'grid', gap: 1 }}>
      <MapCanvas name={name} label={translate('maps.replay.map_label')} initialView={bounds && { bounds }} height={420}>
        <FleetLayers fleet={fleet} statusFilter={null} underlay={underlay} />
        <FitButton bounds={() => visibleBounds(fleet, null) ?? bounds} />
      </MapCanvas>
      <ReplayControls clock={clock} />
    </Box>
  );
}
