import { CreateButton, DataTable, TopToolbar } from 'react-admin';
import type { components } from '../../api/schema';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { ImportFileButton } from '../shared/ImportFileButton';
import { ListExportButtons, type ListTable } from '../shared/ListExportButtons';
import { tableFileTypes } from '../shared/tableImport';
import { readDeviceFile } from './deviceFile';

type Device = components['schemas']['Sensor'];

/** The devices as exported: the import's columns first (model by its name), so a file reads back. */
const devicesTable: ListTable<Device> = (devices) => ({
  header: ['id', 'uniqueId', 'name', 'phone', 'model', 'asset', 'lastMessageAt'],
  rows: devices.map((device) => [
    device.id,
    device.uniqueId,
    device.name,
    device.phone,
    device.modelName,
    device.assetName,
    device.lastMessageAt,
  ]),
});

const actions = (
  <TopToolbar>
    <CreateButton />
    <ImportFileButton resource="devices" path="/imports/devices" accept={tableFileTypes} read={readDeviceFile} />
    <ListExportButtons name="devices" table={devicesTable} />
  </TopToolbar>
);

/** Device Management: tracking devices, their model, the asset each is fitted to and when it last spoke; import from a file. */
export const DeviceList = () => (
  <ResourceList title="shell.menu.devices" actions={actions} exporter={false}>
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
