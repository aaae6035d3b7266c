import { CreateButton, DataTable, ExportButton, TopToolbar } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ImportFileButton } from '../shared/ImportFileButton';
import { readDriverCsv } from '../shared/recordCsv';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

const actions = (
  <TopToolbar>
    <CreateButton />
    <ImportFileButton resource="drivers" path="/imports/drivers" accept=".csv,text/csv" read={readDriverCsv} />
    <ExportButton />
  </TopToolbar>
);

/** Drivers: licence, contact and the asset each drives; a row opens the driver's own page. */
export const DriverList = () => (
  <ResourceList actions={actions}>
    <ResourceTable rowClick="show">
      <DataTable.Col source="name" />
      <DataTable.Col source="licenceNumber" />
      <DataTable.Col source="licenceExpiry">
        <LocalDateField source="licenceExpiry" options={{ timeZone: 'UTC' }} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="phone" />
      <DataTable.Col source="email" />
      <DataTable.Col source="assetName" />
    </ResourceTable>
  </ResourceList>
);
