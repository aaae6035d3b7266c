import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import FitButton from './FitButton';
import FleetLayers from './FleetLayers';
import MapCanvas from './MapCanvas';
import PlacesToggle from './PlacesToggle';
import { usePlacesLayer } from './usePlacesLayer';
import { visibleBounds } from './visibleBounds';
import type { FleetState } from '../fleet/fleetState';
import type { AssetStatus } from '../fleet/status';

interface FleetMapProps {
  fleet: FleetState;
  /** Show only assets of this status; null shows all. */
  statusFilter?: AssetStatus | null;
  name?: string;
  height?: number | string;
  /** Clicking a marker selects the asset instead of opening its page. */
  onSelect?: (assetId: string) => void;
  /** More on the map (the vehicle panel's fly-to). */
  children?: ReactNode;
}

/** The fleet on a map: the first view fits every marker, and a button fits them again; points of interest can be shown under it. */
export default function FleetMap({ fleet, statusFilter = null, name = 'fleet', height, onSelect, children }: FleetMapProps) {
  const translate = useTranslate();
  const [initialBounds] = useState(() => visibleBounds(fleet, null));
  const places = usePlacesLayer();
  return (
    <MapCanvas name={name} label={translate('maps.fleet.label')} initialView={initialBounds && { bounds: initialBounds }} height={height}>
      <FleetLayers fleet={fleet} statusFilter={statusFilter} onSelect={onSelect} underlay={places.layers} />
      <FitButton bounds={() => visibleBounds(fleet, statusFilter)} />
      <PlacesToggle shown={places.shown} onToggle={places.toggle} />
      {children}
    </MapCanvas>
  );
}
