import { DataTable, FunctionField, ReferenceField } from 'react-admin';
import type { components } from '../../api/schema';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

type AssetGroup = components['schemas']['AssetGroup'];

/** Asset groups of the tenant: name, the group each is part of, how many assets it holds itself. */
export const AssetGroupList = () => (
  <ResourceList>
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="parentId">
        <ReferenceField source="parentId" reference="assetGroups" link={false} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="assetIds" field={() => <FunctionField<AssetGroup> render={(group) => group.assetIds.length} />} />
      <DataTable.Col source="updatedAt">
        <LocalDateField source="updatedAt" showTime />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
