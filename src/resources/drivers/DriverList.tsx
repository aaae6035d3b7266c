import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CreateButton, DataTable, TopToolbar, useRecordContext } from 'react-admin';
import type { components } from '../../api/schema';
import { driverPagePath } from '../../routePaths';
import { LocalDateField } from '../shared/LocalDateField';
import { ImportFileButton } from '../shared/ImportFileButton';
import { ListExportButtons, type ListTable } from '../shared/ListExportButtons';
import { readDriverFile } from '../shared/recordFiles';
import { tableFileTypes } from '../shared/tableImport';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

type Driver = components['schemas']['Driver'];

/** The drivers as exported: the import's columns first, so a file reads back. */
const driversTable: ListTable<Driver> = (drivers) => ({
  header: ['id', 'name', 'licenceNumber', 'licenceExpiry', 'phone', 'email', 'asset'],
  rows: drivers.map((driver) => [
    driver.id,
    driver.name,
    driver.licenceNumber,
    driver.licenceExpiry,
    driver.phone,
    driver.email,
    driver.assetName,
  ]),
});

const actions = (
  <TopToolbar>
    <CreateButton />
    <ImportFileButton resource="drivers" path="/imports/drivers" accept={tableFileTypes} read={readDriverFile} />
    <ListExportButtons name="drivers" table={driversTable} />
  </TopToolbar>
);

/** The driver's name, a link to their own page (the row opens it too). */
function DriverNameLink() {
  const driver = useRecordContext<Driver>();
  if (!driver) return null;
  return (
    <Link component={RouterLink} to={driverPagePath(driver.id)} onClick={(event) => event.stopPropagation()}>
      {driver.name}
    </Link>
  );
}

/** Drivers: licence, contact and the asset each drives; a row opens the driver's own page. */
export const DriverList = () => (
  <ResourceList actions={actions} exporter={false}>
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
