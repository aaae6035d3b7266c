import { Box, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { AssetLiveMap, AssetReportTabs, AssetTripsPanel, MapSlot, ReplayPanel } from '../shared/lazyMapsAndCharts';
import { DeviceCommandsPanel } from '../devices/DeviceCommandsPanel';
import { ShareLocationPanel } from '../../sharing/ShareLocationPanel';
import { DriverSessionsPanel } from '../drivers/DriverSessionsPanel';
import { AssetDetailCards } from './AssetDetailCards';
import { FuelSetupPanel } from './FuelSetupPanel';
import { AssetServicePanel } from '../servicePlans/AssetServicePanel';
import { StatusChip } from './StatusChip';
import type { Asset } from './asset';

const AssetHeader = ({ asset }: { asset: Asset }) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
    <Typography variant="h5" component="h1">
      {asset.name}
    </Typography>
    <StatusChip status={asset.status} />
    {asset.plateNumber && <Typography color="text.secondary">{asset.plateNumber}</Typography>}
  </Stack>
);

/** Scrolls to the section the URL's hash names (#trips, #replay: the vehicle panel's links) once the page is drawn. */
function useScrollToHash(drawn: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (drawn && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [drawn, hash]);
}

/** The asset's status and data, its live position on the map, commands to its device, its trips, replay and reports. */
function AssetDetail() {
  const asset = useRecordContext<Asset>();
  const { hash } = useLocation();
  useScrollToHash(Boolean(asset));
  if (!asset) return null;
  return (
    // One column no wider than the screen: a wide table scrolls inside its panel instead of widening the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, p: 2 }}>
      <AssetHeader asset={asset} />
      <MapSlot height={320}>
        <AssetLiveMap asset={asset} />
      </MapSlot>
      <AssetDetailCards />
      <DriverSessionsPanel assetId={asset.id} driverId={asset.driverId} />
      <FuelSetupPanel assetId={asset.id} />
      <AssetServicePanel assetId={asset.id} />
      <ShareLocationPanel assetId={asset.id} />
      {asset.sensorId && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <DeviceCommandsPanel deviceId={asset.sensorId} />
        </Paper>
      )}
      <Box id="trips" sx={{ scrollMarginTop: 72 }}>
        <MapSlot height={240}>
          <AssetTripsPanel assetId={asset.id} />
        </MapSlot>
      </Box>
      <Box id="replay" sx={{ scrollMarginTop: 72 }}>
        <MapSlot height={320}>
          {/* #replay is the vehicle card's "Replay today". */}
          <ReplayPanel assetId={asset.id} today={hash === '#replay'} />
        </MapSlot>
      </Box>
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
    <Show
      resource="assets"
      id={id}
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <AssetDetail />
    </Show>
  );
}
