import type { ReactElement } from 'react';
import {
  BulkDeleteButton,
  DataTable,
  List,
  SearchInput,
  useCanAccess,
  useResourceContext,
  type DataTableProps,
  type ListProps,
} from 'react-admin';
import { EmptyList } from './EmptyList';
import { listSort, PAGE_SIZE } from './listDefaults';
import { RowActions } from './RowActions';

const searchFilter = <SearchInput source="q" alwaysOn key="q" />;

/** A list in its order (listDefaults.ts) with the search box (the API's `query`), server paging and the empty state. */
export function ResourceList({ filters = [], ...props }: Omit<ListProps, 'filters' | 'sort'> & { filters?: ReactElement[] }) {
  const resource = useResourceContext(props) ?? '';
  return <List perPage={PAGE_SIZE} sort={listSort(resource)} empty={<EmptyList />} filters={[searchFilter, ...filters]} {...props} />;
}

/**
 * The rows of a resource, with edit and delete (asking first) for the roles that may. The rights
 * are asked once for the table, not for each row (react-admin would ask once per record).
 */
export function ResourceTable({ children, ...props }: DataTableProps) {
  const resource = useResourceContext();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return (
    <DataTable bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false} {...props}>
      {children}
      <DataTable.Col label={false} disableSort>
        <RowActions canEdit={!!canEdit} canDelete={!!canDelete} />
      </DataTable.Col>
    </DataTable>
  );
}
