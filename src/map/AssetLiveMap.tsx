import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { components } from '../api/schema';
import { trackLive } from '../live/liveHub';
import { toFleetAsset } from '../live/useLiveFleet';
import FleetLayers from './FleetLayers';
import MapCanvas from './MapCanvas';
import { FleetState } from '../fleet/fleetState';

const ZOOM = 14;

/** One asset's position on a map, kept current by the live stream. */
export default function AssetLiveMap({ asset }: { asset: components['schemas']['Asset'] }) {
  const translate = useTranslate();
  const [fleet] = useState(() => new FleetState());
  useEffect(() => {
    fleet.replace([toFleetAsset(asset)]);
    return trackLive(fleet);
  }, [fleet, asset]);

  const location = asset.currentLocation;
  if (!location) return <Typography color="text.secondary">{translate('maps.asset.no_position')}</Typography>;
  return (
    <MapCanvas
      name="asset"
      label={translate('maps.asset.label', { name: asset.name })}
      initialView={{ ...location, zoom: ZOOM }}
      height={320}
    >
      <FleetLayers fleet={fleet} statusFilter={null} />
    </MapCanvas>
  );
}
