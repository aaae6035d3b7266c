import { DataTable, NumberField } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { TenantSsoLink } from './TenantSsoLink';

/** Tenants Management: the organisations using the product, with how many users and assets each has, and a way to their single sign-on. */
export const TenantList = () => (
  <ResourceList title="shell.menu.tenants">
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="contactName" />
      <DataTable.Col source="contactEmail" />
      <DataTable.Col source="contactPhone" />
      <DataTable.Col source="userCount">
        <NumberField source="userCount" />
      </DataTable.Col>
      <DataTable.Col source="assetCount">
        <NumberField source="assetCount" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <LocalDateField source="createdAt" />
      </DataTable.Col>
      <DataTable.Col label="sso.title">
        <TenantSsoLink />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
