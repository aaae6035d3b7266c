import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useCallback, useMemo, useState } from 'react';
import { useTenantNames } from '../../kit/useTenantNames';
import FleetMap from '../../map/FleetMap';
import type { FleetState } from '../../fleet/fleetState';
import type { AssetStatus } from '../../fleet/status';
import { BottomSheet } from './BottomSheet';
import { FlyToSelected } from './FlyToSelected';
import { VehiclePanel, type VehicleSelection } from './VehiclePanel';
import type { PanelAsset } from './vehicleSearch';

interface LiveMapWithPanelProps {
  fleet: FleetState;
  assets: readonly PanelAsset[];
  statusFilter: AssetStatus | null;
  height: string;
}

/**
 * The live fleet map with the vehicle panel beside it (a bottom sheet on phones): choosing an asset
 * in either flies the map to it and opens its card. The panel is the map's content as a list too.
 */
export function LiveMapWithPanel({ fleet, assets, statusFilter, height }: LiveMapWithPanelProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const selection = useVehicleSelection();
  const tenantNames = useTenantNames();
  const panel = <VehiclePanel assets={assets} fleet={fleet} selection={selection} tenantNames={tenantNames} />;
  const map = (
    <FleetMap fleet={fleet} statusFilter={statusFilter} height={height} onSelect={selection.select}>
      <FlyToSelected fleet={fleet} selectedId={selection.selectedId} following={selection.following} />
    </FleetMap>
  );

  if (phone) {
    return (
      <>
        {map}
        <BottomSheet title={translate('vehiclePanel.title')} openWhen={selection.selectedId !== null}>
          {panel}
        </BottomSheet>
      </>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 320px) minmax(0, 1fr)', gap: 1.5, height }}>
      {panel}
      {map}
    </Box>
  );
}

/** Which asset the panel and the map show, and whether the map follows it; a new choice stops following. */
function useVehicleSelection(): VehicleSelection {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [following, follow] = useState(false);
  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    follow(false);
  }, []);
  return useMemo(() => ({ selectedId, following, select, follow }), [selectedId, following, select]);
}
