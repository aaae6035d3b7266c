import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ALERT_TYPE_CHOICES } from '../../kit/alerts/alertTypes';
import type { EventFilters } from './eventsApi';

type AlertType = NonNullable<EventFilters['type']>;

// An empty choice is "any": MUI's select needs a string value.
const ANY = '';

/** The alert type (those the alerts screen knows, from the contract's AlertType) and the geofence of the events shown. */
export function EventFiltersBar({ value, onChange }: { value: EventFilters; onChange: (filters: EventFilters) => void }) {
  const translate = useTranslate();
  const { data: geofences = [] } = useGetList('geofences', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('reports.events.type')}
        value={value.type ?? ANY}
        onChange={(event) => onChange({ ...value, type: (event.target.value || undefined) as AlertType | undefined })}
      >
        <MenuItem value={ANY}>{translate('reports.events.any')}</MenuItem>
        {ALERT_TYPE_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {translate(choice.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('reports.events.geofence')}
        value={value.geofenceId ?? ANY}
        onChange={(event) => onChange({ ...value, geofenceId: event.target.value || undefined })}
      >
        <MenuItem value={ANY}>{translate('reports.events.any')}</MenuItem>
        {geofences.map((geofence) => (
          <MenuItem key={geofence.id} value={String(geofence.id)}>
            {geofence.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
