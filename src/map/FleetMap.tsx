import { useState } from 'react';
import { useTranslate } from 'react-admin';
import FitButton from './FitButton';
import FleetLayers from './FleetLayers';
import MapCanvas from './MapCanvas';
import { visibleBounds } from './fleet/visibleBounds';
import type { FleetState } from './fleet/fleetState';
import type { AssetStatus } from './fleet/status';

interface FleetMapProps {
  fleet: FleetState;
  /** Show only assets of this status; null shows all. */
  statusFilter?: AssetStatus | null;
  name?: string;
  height?: number | string;
}

/** The fleet on a map: the first view fits every marker, and a button fits them again. */
export default function FleetMap({ fleet, statusFilter = null, name = 'fleet', height }: FleetMapProps) {
  const translate = useTranslate();
  const [initialBounds] = useState(() => visibleBounds(fleet, null));
  return (
    <MapCanvas name={name} label={translate('maps.fleet.label')} initialView={initialBounds && { bounds: initialBounds }} height={height}>
      <FleetLayers fleet={fleet} statusFilter={statusFilter} />
      <FitButton bounds={() => visibleBounds(fleet, statusFilter)} />
    </MapCanvas>
  );
}
