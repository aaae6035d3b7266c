import { DataTable } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

/** Device Management: tracking devices, their model, the asset each is fitted to and when it last spoke. */
export const DeviceList = () => (
  <ResourceList title="shell.menu.devices">
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
