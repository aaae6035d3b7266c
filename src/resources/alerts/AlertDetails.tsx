import { Box } from '@mui/material';
import { Labeled, SelectField, useRecordContext } from 'react-admin';
import { DetailDate, DetailNumber } from '../shared/DetailFields';
import { AlertLocationMap, MapSlot } from '../shared/lazyMapsAndCharts';
import { AlertMessageField } from '../../kit/alerts/AlertMessageField';
import { ALERT_TYPE_CHOICES, type Alert } from '../../kit/alerts/alertTypes';

const coordinate = { maximumFractionDigits: 5 };

/** One alert opened in the list: what happened, when, and where on a small map. */
export function AlertDetails() {
  const alert = useRecordContext<Alert>();
  if (!alert) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, p: 1 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignContent: 'start' }}>
        <Labeled source="message">
          <AlertMessageField />
        </Labeled>
        <Labeled source="type">
          <SelectField source="type" choices={ALERT_TYPE_CHOICES} />
        </Labeled>
        <DetailDate source="time" showTime />
        <DetailNumber source="speedKmh" />
        <DetailNumber source="latitude" options={coordinate} />
        <DetailNumber source="longitude" options={coordinate} />
      </Box>
      <MapSlot height={240}>
        <AlertLocationMap latitude={alert.latitude} longitude={alert.longitude} />
      </MapSlot>
    </Box>
  );
}
