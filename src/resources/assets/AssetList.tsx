import { Stack, Link } from '@mui/material';
import { AutocompleteInput, CreateButton, DataTable, ReferenceInput, TopToolbar, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LocalDateField } from '../shared/LocalDateField';
import type { PhoneCard } from '../shared/PhoneCards';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { useTenantNames } from '../../kit/useTenantNames';
import { ImportFileButton } from '../shared/ImportFileButton';
import { ListExportButtons } from '../shared/ListExportButtons';
import { readAssetFile } from '../shared/recordFiles';
import { tableFileTypes } from '../shared/tableImport';
import { assetsTable } from './assetsTable';
import { AssetStatusFilter } from './AssetStatusFilter';
import { assetDetailPath } from '../../routePaths';
import type { Asset } from './asset';
import { StatusChip, StatusField } from './StatusChip';
import { AssetTypeName } from './assetTypes';
import { byName } from '../../kit/listDefaults';

// The assets of a group and of its sub-groups (the API's groupId).
const filters = [
  <ReferenceInput source="groupId" reference="assetGroups" sort={byName} key="groupId" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
];

const phoneCard = (tenantNames: ReadonlyMap<string, string> | undefined): PhoneCard => ({
  secondary: (record) => {
    const asset = record as Asset;
    return [tenantNames?.get(asset.tenantId), asset.plateNumber, asset.driverName, asset.currentAddress].filter(Boolean).join(' · ');
  },
  tertiary: (record) => <StatusChip status={(record as Asset).status} sx={{ float: 'inline-end' }} />,
});

const actions = (
  <TopToolbar>
    <CreateButton />
    <ImportFileButton resource="assets" path="/imports/assets" accept={tableFileTypes} read={readAssetFile} />
    <ListExportButtons name="assets" table={assetsTable} />
  </TopToolbar>
);

/**
 * Assets: search, group filter, status chips, sorting, paging, import and export (CSV, Excel); a row opens the asset's detail.
 * A SysAdmin sees the tenant of each asset (names repeat across tenants).
 */
export function AssetList() {
  const tenantNames = useTenantNames();
  return (
    <ResourceList actions={actions} exporter={false} filters={filters}>
      <Stack sx={{ px: 2, pt: 1 }}>
        <AssetStatusFilter />
      </Stack>
      <ResourceTable rowClick={(id) => assetDetailPath(id)} card={phoneCard(tenantNames)}>
        <DataTable.Col source="name" field={AssetNameLink} />
        {tenantNames && (
          <DataTable.Col source="tenantId" label="screens.fields.tenant" disableSort>
            <TenantNameField names={tenantNames} />
          </DataTable.Col>
        )}
        <DataTable.Col source="plateNumber" />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="currentAddress" />
        <DataTable.Col source="typeName">
          <AssetTypeName source="typeName" />
        </DataTable.Col>
        <DataTable.Col source="driverName" />
        <DataTable.Col source="sensorName" />
        <DataTable.Col source="lastPositionAt">
          <LocalDateField source="lastPositionAt" showTime />
        </DataTable.Col>
      </ResourceTable>
    </ResourceList>
  );
}

/** The tenant of an asset by name, for a SysAdmin's list of every tenant's assets. */
function TenantNameField({ names }: { names: ReadonlyMap<string, string> }) {
  const asset = useRecordContext<Asset>();
  return asset ? <>{names.get(asset.tenantId) ?? '—'}</> : null;
}

/** The asset's name, a link to its detail page (the row opens it too; the link is for the keyboard). */
function AssetNameLink() {
  const asset = useRecordContext<Asset>();
  if (!asset) return null;
  return (
    <Link component={RouterLink} to={assetDetailPath(asset.id)} onClick={(event) => event.stopPropagation()}>
      {asset.name}
    </Link>
  );
}
