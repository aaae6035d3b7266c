import { Collapse, List, ListItem, ListItemText, Stack } from '@mui/material';
import { RecordContextProvider, SelectField, useExpanded, useListContext } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { AlertDetails } from './AlertDetails';
import { AlertDetailsToggle } from './AlertDetailsToggle';
import { AlertMessageField } from '../../kit/alerts/AlertMessageField';
import { ALERT_TYPE_CHOICES, type Alert } from '../../kit/alerts/alertTypes';
import { MarkReadButton } from './MarkReadButton';

/**
 * The alerts on a phone (under 600 px): one card per alert instead of the table, with the same
 * buttons (mark read, details) and the same details opening below it. Unread alerts in bold.
 */
export function AlertCards() {
  const { data } = useListContext<Alert>();
  return (
    <List data-testid="phone-cards" disablePadding>
      {data?.map((alert) => (
        <RecordContextProvider key={alert.id} value={alert}>
          <AlertCard alert={alert} />
        </RecordContextProvider>
      ))}
    </List>
  );
}

function AlertCard({ alert }: { alert: Alert }) {
  const [expanded] = useExpanded('alerts', alert.id);
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <ListItemText
          primary={alert.assetName}
          secondary={
            <>
              <SelectField source="type" choices={ALERT_TYPE_CHOICES} /> · <LocalDateField source="time" showTime />
              <br />
              <AlertMessageField />
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: alert.isRead ? undefined : 700 } } }}
        />
        <MarkReadButton />
        <AlertDetailsToggle />
      </Stack>
      {/* The id the toggle's aria-controls names, as in react-admin's expanded row. */}
      <Collapse in={expanded} id={`alerts-${alert.id}-expand`} unmountOnExit>
        <AlertDetails />
      </Collapse>
    </ListItem>
  );
}
