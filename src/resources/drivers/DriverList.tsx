import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CreateButton, DataTable, ExportButton, TopToolbar, useRecordContext } from 'react-admin';
import type { components } from '../../api/schema';
import { driverPagePath } from '../../routePaths';
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

/** The driver's name, a link to their own page (the row opens it too). */
function DriverNameLink() {
  const driver = useRecordContext<components['schemas']['Driver']>();
  if (!driver) return null;
  return (
    <Link component={RouterLink} to={driverPagePath(driver.id)} onClick={(event) => event.stopPropagation()}>
      {driver.name}
    </Link>
  );
}

/** Drivers: licence, contact and the asset each drives; a row opens the driver's own page. */
export const DriverList = () => (
  <ResourceList actions={actions}>
    <ResourceTable rowClick="show">
      <DataTable.Col source="name" field={DriverNameLink} />
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
