import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, useCanAccess, type RaRecord } from 'react-admin';
import { DeleteRowButton } from '../shared/DeleteRowButton';
import { LocalDateField } from '../shared/LocalDateField';
import { PhoneCards } from '../shared/PhoneCards';
import { ResourceList } from '../shared/ResourceList';
import { RegisterDeviceButton, type PendingDevice } from './RegisterDeviceButton';

const actionsStyle = { display: 'flex', justifyContent: 'flex-end', gap: 8 } as const;

const lastSeen = (device: RaRecord) => (
  <>
    {device.protocol} · <LocalDateField record={device} source="lastSeenAt" showTime />
  </>
);

/** Register and delete of one pending device, for the roles that may. */
const DeviceActions = ({ device }: { device: PendingDevice }) => (
  <div style={actionsStyle}>
    <RegisterDeviceButton device={device} />
    <DeleteRowButton name={device.identifier} />
  </div>
);

/** Trackers that connected with an identifier no tenant has registered, most recently seen first; on a phone, as cards. */
export function PendingDeviceList() {
  // Asked once for the table, not once per row.
  const { canAccess: canWrite } = useCanAccess({ resource: 'pendingDevices', action: 'delete' });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const actions = (device: RaRecord) => canWrite && <DeviceActions device={device as PendingDevice} />;
  return (
    <ResourceList title="shell.menu.pendingDevices">
      {phone ? (
        <PhoneCards rowClick={false} card={{ secondary: lastSeen, actions }} />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="protocol" />
          <DataTable.Col source="identifier" />
          <DataTable.Col source="firstSeenAt">
            <LocalDateField source="firstSeenAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="lastSeenAt">
            <LocalDateField source="lastSeenAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="remoteAddress" />
          <DataTable.NumberCol source="messageCount" />
          <DataTable.Col<PendingDevice> label={false} disableSort render={actions} />
        </DataTable>
      )}
    </ResourceList>
  );
}
