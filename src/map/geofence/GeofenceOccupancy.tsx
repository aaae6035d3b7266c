import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import type { Geofence } from '../layers/geofenceLayers';
import { assetsInside } from './assetsInside';
import type { ShapeValues } from './shapeFeature';

type Asset = components['schemas']['Asset'];

const NAMES_SHOWN = 8;

function Occupants({ assets }: { assets: Asset[] }) {
  const translate = useTranslate();
  if (assets.length === 0) return <>{translate('maps.geofence.none_inside')}</>;
  const names = assets
    .slice(0, NAMES_SHOWN)
    .map((a) => a.name)
    .join(', ');
  const more = assets.length > NAMES_SHOWN ? ` ${translate('maps.geofence.more', { count: assets.length - NAMES_SHOWN })}` : '';
  return <>{`${translate('maps.geofence.inside', { count: assets.length })}: ${names}${more}`}</>;
}

/** Which assets are inside the drawn shape and inside each of the tenant's other geofences now. */
export default function GeofenceOccupancy({ shape, others, assets }: { shape: Partial<ShapeValues>; others: Geofence[]; assets: Asset[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="geofence-occupancy">
      <Typography id="geofence-occupancy" variant="subtitle1" component="h3">
        {translate('maps.geofence.occupancy')}
      </Typography>
      <List dense disablePadding>
        <ListItem disableGutters data-geofence="current">
          <ListItemText primary={translate('maps.geofence.this_shape')} secondary={<Occupants assets={assetsInside(shape, assets)} />} />
        </ListItem>
        {others.map((geofence) => (
          <ListItem key={geofence.id} disableGutters data-geofence={geofence.id}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: geofence.color, mr: 1.5, flexShrink: 0 }} />
            <ListItemText primary={geofence.name} secondary={<Occupants assets={assetsInside(geofence, assets)} />} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
