import { DataTable, NumberField, SelectField } from 'react-admin';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { FUEL_TYPE_CHOICES } from './fuelTypes';

/** Asset models (/assets/models), shared by every tenant. */
export const AssetModelList = () => (
  <ResourceList resource="assetModels" title="shell.menu.models" disableSyncWithLocation>
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="manufacturer" />
      <DataTable.Col source="year">
        <NumberField source="year" options={{ useGrouping: false }} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="fuelType">
        <SelectField source="fuelType" choices={FUEL_TYPE_CHOICES} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="description" />
    </ResourceTable>
  </ResourceList>
);
