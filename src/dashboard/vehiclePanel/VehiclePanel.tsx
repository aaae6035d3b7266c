import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FleetState } from '../../fleet/fleetState';
import { VehicleCard } from './VehicleCard';
import { VehicleList } from './VehicleList';
import { useGroupAssetIds } from '../../kit/AssetGroupSelect';
import { VehicleGroupFilter } from './VehicleGroupFilter';
import { searchVehicles, type PanelAsset } from './vehicleSearch';

export interface VehicleSelection {
  selectedId: string | null;
  following: boolean;
  select: (id: string | null) => void;
  follow: (following: boolean) => void;
}

interface VehiclePanelProps {
  assets: readonly PanelAsset[];
  fleet: FleetState;
  selection: VehicleSelection;
  tenantNames?: ReadonlyMap<string, string>;
}

/** The fleet as a searchable list beside the map, narrowed to a group if asked, with the selected asset's card on top. */
export function VehiclePanel({ assets, fleet, selection, tenantNames }: VehiclePanelProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState('');
  const inGroup = useGroupAssetIds(groupId);
  const found = useMemo(
    () => searchVehicles(inGroup ? assets.filter((asset) => inGroup.has(asset.id)) : assets, search, tenantNames),
    [assets, inGroup, search, tenantNames],
  );
  const selected = selection.selectedId ? assets.find((asset) => asset.id === selection.selectedId) : undefined;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('vehiclePanel.title')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, overflow: 'hidden' }}
    >
      {selected && (
        <VehicleCard
          key={selected.id}
          asset={selected}
          fleet={fleet}
          following={selection.following}
          onFollow={selection.follow}
          onClose={() => selection.select(null)}
        />
      )}
      <Box sx={{ p: 1.5, pb: 1 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={translate('vehiclePanel.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={translate('vehiclePanel.found', { smart_count: found.length })}
        />
        <VehicleGroupFilter groupId={groupId} onChange={setGroupId} />
      </Box>
      <VehicleList assets={found} fleet={fleet} selectedId={selection.selectedId} onSelect={selection.select} tenantNames={tenantNames} />
    </Paper>
  );
}
