import { Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { assetExporter } from './assetExporter';
import { AssetNameLink } from './AssetNameLink';
import { AssetStatusFilter } from './AssetStatusFilter';
import { assetDetailPath } from './assetPaths';
import { StatusField } from './StatusField';

/** Assets: search, status chips, sorting, paging and CSV export; a row opens the asset's detail. */
export const AssetList = () => (
  <ResourceList exporter={assetExporter}>
    <Stack sx={{ px: 2, pt: 1 }}>
      <AssetStatusFilter />
    </Stack>
    <ResourceTable rowClick={(id) => assetDetailPath(id)}>
      <DataTable.Col source="name" field={AssetNameLink} />
      <DataTable.Col source="plateNumber" />
      <DataTable.Col source="status" field={StatusField} />
      <DataTable.Col source="currentAddress" disableSort />
      <DataTable.Col source="typeName" />
      <DataTable.Col source="driverName" />
      <DataTable.Col source="sensorName" />
      <DataTable.Col source="lastPositionAt">
        <LocalDateField source="lastPositionAt" showTime />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
