import { Box, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { AssetLiveMap, AssetReportTabs, AssetTripsPanel, MapSlot, ReplayPanel } from '../shared/mapParts';
import { AssetDetailCards } from './AssetDetailCards';
import { StatusChip } from './StatusChip';
import type { Asset } from './types';

const AssetHeader = ({ asset }: { asset: Asset }) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
    <Typography variant="h5" component="h1">
      {asset.name}
    </Typography>
    <StatusChip status={asset.status} />
    {asset.plateNumber && <Typography color="text.secondary">{asset.plateNumber}</Typography>}
  </Stack>
);

/** The asset's status and data, its live position on the map, its trips, replay and reports. */
function AssetDetail() {
  const asset = useRecordContext<Asset>();
  if (!asset) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      <AssetHeader asset={asset} />
      <MapSlot height={320}>
        <AssetLiveMap asset={asset} />
      </MapSlot>
      <AssetDetailCards />
      <MapSlot height={240}>
        <AssetTripsPanel assetId={asset.id} />
      </MapSlot>
      <MapSlot height={320}>
        <ReplayPanel assetId={asset.id} />
      </MapSlot>
      <MapSlot height={320}>
        <AssetReportTabs assetId={asset.id} />
      </MapSlot>
    </Box>
  );
}

/** The asset detail page at /assets/details/{id}. */
export function AssetShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show resource="assets" id={id} actions={<TopToolbar><EditButton /></TopToolbar>}>
      <AssetDetail />
    </Show>
  );
}
