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
import { RowActions } from './RowActions';

const searchFilter = <SearchInput source="q" alwaysOn key="q" />;

/** A list with the search box (the API's `query`), server paging and the empty state. */
export const ResourceList = ({ filters = [], ...props }: Omit<ListProps, 'filters'> & { filters?: ReactElement[] }) => (
  <List perPage={25} empty={<EmptyList />} filters={[searchFilter, ...filters]} {...props} />
);

/** The rows of a resource, with edit and delete (asking first) for the roles that may. */
export function ResourceTable({ children, ...props }: DataTableProps) {
  const resource = useResourceContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return (
    <DataTable bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false} {...props}>
      {children}
      <DataTable.Col label={false} disableSort>
        <RowActions />
      </DataTable.Col>
    </DataTable>
  );
}
