import { Stack, type Theme } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BooleanInput,
  DataTable,
  ExportButton,
  List,
  SearchInput,
  SelectField,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  Button,
  type RaRecord,
} from 'react-admin';
import Tune from '@mui/icons-material/Tune';
import { useCallback, useMemo, useState } from 'react';
import { EmptyList } from '../shared/EmptyList';
import { PAGE_SIZE } from '../../kit/listDefaults';
import { listSort } from '../../providers/resourceEndpoints';
import { LocalDateField } from '../shared/LocalDateField';
import { NamedSelectionBody, RowNameProvider } from '../shared/NamedSelectionBody';
import { AlertCards } from './AlertCards';
import { AlertDetails } from './AlertDetails';
import { AlertDetailsToggle } from './AlertDetailsToggle';
import { AlertMessageField } from '../../kit/alerts/AlertMessageField';
import { AlertsTabs } from './AlertsTabs';
import { ALERT_TYPE_CHOICES, type Alert } from '../../kit/alerts/alertTypes';
import { BulkMarkReadButtons } from './BulkMarkReadButtons';
import { MarkReadButton } from './MarkReadButton';
import { GeofenceRuleDialog } from './GeofenceRuleDialog';

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <BooleanInput source="unread" label="resources.alerts.unread_only" alwaysOn key="unread" />,
];

const actions = (
  <TopToolbar>
    <GeofenceRuleButton />
    <ExportButton />
  </TopToolbar>
);

/** Triggered alerts, newest first; unread ones in bold, each opening onto its details. On a phone, as cards. */
export function AlertList() {
  const { canAccess: canMark } = useCanAccess({ resource: 'alerts', action: 'edit' });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  // An alert has no name: its row is named by its asset and time ("Select Van 12, 28 Nov 2026, 08:26").
  const rowName = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (alert: RaRecord) => `${(alert as Alert).assetName ?? ''}, ${format.format(new Date((alert as Alert).time))}`;
  }, [locale]);
  return (
    <>
      <AlertsTabs />
      <List filters={filters} actions={actions} sort={listSort('alerts')} perPage={PAGE_SIZE} empty={<EmptyList />}>
        {phone ? (
          <AlertCards />
        ) : (
          <RowNameProvider rowName={rowName}>
            <DataTable<Alert>
              body={NamedSelectionBody}
              expand={<AlertDetails />}
              rowClick="expand"
              bulkActionButtons={canMark ? <BulkMarkReadButtons /> : false}
              rowSx={(alert) => ({ '& td, & td .MuiTypography-root': { fontWeight: alert.isRead ? undefined : 700 } })}
              // The details toggle at the end of each row replaces react-admin's, which the keyboard cannot reach.
              sx={{ '& .RaDataTable-expandIconCell, & .RaDataTable-expandHeader': { display: 'none' } }}
            >
              <DataTable.Col source="time">
                <LocalDateField source="time" showTime />
              </DataTable.Col>
              <DataTable.Col source="assetName" />
              <DataTable.Col source="type">
                <SelectField source="type" choices={ALERT_TYPE_CHOICES} />
              </DataTable.Col>
              <DataTable.Col source="message">
                <AlertMessageField />
              </DataTable.Col>
              <DataTable.Col source="geofenceName" />
              <DataTable.Col label={false} disableSort>
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                  <MarkReadButton />
                  <AlertDetailsToggle />
                </Stack>
              </DataTable.Col>
            </DataTable>
          </RowNameProvider>
        )}
      </List>
    </>
  );
}

/** Opens the tenant's geofence alert settings. */
function GeofenceRuleButton() {
  const [open, setOpen] = useState(false);
  // Stable, so the dialog loads the settings once per opening.
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button label="resources.alerts.rule.open" onClick={() => setOpen(true)}>
        <Tune />
      </Button>
      {open && <GeofenceRuleDialog onClose={close} />}
    </>
  );
}
