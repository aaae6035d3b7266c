import { DataTable } from 'react-admin';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

/** Device models (/sensors/models), shared by every tenant. */
export const SensorModelList = () => (
  <ResourceList resource="sensorModels" title="shell.menu.models" disableSyncWithLocation>
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="manufacturer" />
      <DataTable.Col source="protocol" />
      <DataTable.Col source="description" />
    </ResourceTable>
  </ResourceList>
);
