import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { apiClients } from '../../api/client';
import { unwrapRequired } from '../../api/unwrap';
import { attributeLabel } from '../../reports/shared/attributeLabels';
import { StatusChip } from '../../resources/assets/StatusChip';
import { DriverAssignment } from '../../resources/drivers/DriverAssignment';
import { assetDetailPath } from '../../routePaths';
import type { FleetState } from '../../fleet/fleetState';
import { coordinatesText } from '../../kit/formatRoute';
import { cardReadings, type CardReading } from './cardReadings';
import { currentPlace } from './currentPlace';
import { timeAgo } from './relativeTime';
import { liveReading } from './liveReading';
import { useFleetMoves, useNow } from './useFleetStatus';
import type { PanelAsset } from './vehicleSearch';

/** The selected asset is read again this often: its speed, address and readings stay current. */
const REFRESH_MS = 10_000;

interface VehicleCardProps {
  asset: PanelAsset;
  /** The live fleet: status, speed and last update come from it, as in the list's row and on the map. */
  fleet: FleetState;
  following: boolean;
  onFollow: (follow: boolean) => void;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

const readingText = (reading: CardReading, yes: string, no: string) =>
  typeof reading.value === 'boolean' ? (reading.value ? yes : no) : `${reading.value}${reading.unit ? ` ${reading.unit}` : ''}`;

/** The selected asset: status, speed, heading, address (geocoded by the server), driver, readings, last update; follow, replay, trips, details. */
export function VehicleCard({ asset: listed, fleet, following, onFollow, onClose }: VehicleCardProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const now = useNow();
  useFleetMoves(fleet);
  const { data: fresh } = useQuery({
    queryKey: ['vehiclePanel', 'asset', listed.id],
    queryFn: ({ signal }) => unwrapRequired(apiClients().assets.GET('/assets/{id}', { params: { path: { id: listed.id } }, signal })),
    refetchInterval: REFRESH_MS,
  });
  const { data: states = [] } = useQuery({
    queryKey: ['vehiclePanel', 'sensors', listed.id],
    queryFn: ({ signal }) =>
      unwrapRequired(apiClients().assets.GET('/assets/{id}/Report/SensorsState', { params: { path: { id: listed.id } }, signal })),
    enabled: Boolean(listed.sensorId),
    refetchInterval: REFRESH_MS,
  });
  const asset = fresh ?? listed;
  const { status, speedKmh, lastPositionAt } = liveReading(fleet, asset);
  // The stops of the last day (the report's default period) tell where a parked asset stands and since when.
  const { data: stops = [] } = useQuery({
    queryKey: ['vehiclePanel', 'stops', listed.id, lastPositionAt],
    queryFn: ({ signal }) =>
      unwrapRequired(apiClients().assets.GET('/assets/{id}/report/stops', { params: { path: { id: listed.id } }, signal })),
    enabled: status === 'Parked',
  });
  const place = status === 'Parked' ? currentPlace(stops, lastPositionAt) : null;
  const address = asset.currentAddress ?? (asset.currentLocation && coordinatesText(asset.currentLocation));
  const details = assetDetailPath(asset.id);
  const [yes, no] = [translate('vehiclePanel.on'), translate('vehiclePanel.off')];

  return (
    <Box
      component="section"
      aria-labelledby="vehicle-card-title"
      data-testid="vehicle-card"
      sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography id="vehicle-card-title" variant="subtitle1" component="h2" noWrap sx={{ flex: 1, fontWeight: 600 }}>
          {asset.name}
        </Typography>
        <StatusChip status={status} />
        <IconButton size="small" aria-label={translate('vehiclePanel.close')} title={translate('vehiclePanel.close')} onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Stack>
      {place && (
        <Typography variant="body2" data-testid="vehicle-place">
          {translate('vehiclePanel.at_place', {
            place: place.name,
            time: new Date(place.since).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
          })}
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, my: 1 }}>
        <Row label={translate('vehiclePanel.speed')}>
          {speedKmh === null ? '—' : translate('vehiclePanel.speed_value', { speed: Math.round(speedKmh) })}
        </Row>
        <Row label={translate('vehiclePanel.heading')}>{asset.heading === null ? '—' : `${Math.round(asset.heading)}°`}</Row>
        <Row label={translate('vehiclePanel.address')}>{address ?? '—'}</Row>
        <Row label={translate('vehiclePanel.driver')}>
          {asset.driverName ?? '—'}
          <DriverAssignment assetId={asset.id} driverId={asset.driverId} />
        </Row>
        {cardReadings(states).map((reading) => (
          <Row key={reading.key} label={attributeLabel(reading.key, translate).replace(/ \(.*\)$/, '')}>
            {readingText(reading, yes, no)}
          </Row>
        ))}
        <Row label={translate('vehiclePanel.last_update')}>
          {lastPositionAt ? (
            <time dateTime={lastPositionAt} title={new Date(lastPositionAt).toLocaleString(locale)}>
              {timeAgo(lastPositionAt, now, locale)}
            </time>
          ) : (
            translate('vehiclePanel.never')
          )}
        </Row>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant={following ? 'contained' : 'outlined'}
          aria-pressed={following}
          onClick={() => onFollow(!following)}
          disabled={!asset.currentLocation}
        >
          {translate('vehiclePanel.follow')}
        </Button>
        <Button size="small" component={RouterLink} to={`${details}#replay`}>
          {translate('vehiclePanel.replay_today')}
        </Button>
        <Button size="small" component={RouterLink} to={`${details}#trips`}>
          {translate('vehiclePanel.trips')}
        </Button>
        <Button size="small" component={RouterLink} to={details}>
          {translate('vehiclePanel.details')}
        </Button>
      </Stack>
    </Box>
  );
}
