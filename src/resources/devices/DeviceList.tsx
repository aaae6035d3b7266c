import { CreateButton, DataTable, ExportButton, TopToolbar } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { ImportDevicesButton } from './ImportDevicesButton';

const actions = (
  <TopToolbar>
    <CreateButton />
    <ImportDevicesButton />
    <ExportButton />
  </TopToolbar>
);

/** Device Management: tracking devices, their model, the asset each is fitted to and when it last spoke; import from a file. */
export const DeviceList = () => (
  <ResourceList title="shell.menu.devices" actions={actions}>
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="uniqueId" />
      <DataTable.Col source="modelName" />
      <DataTable.Col source="assetName" />
      <DataTable.Col source="phone" />
      <DataTable.Col source="lastMessageAt">
        <LocalDateField source="lastMessageAt" showTime />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
