import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  BulkDeleteButton,
  DataTable,
  defaultExporter,
  List,
  SearchInput,
  useCanAccess,
  useResourceContext,
  type DataTableProps,
  type ListProps,
  type RaRecord,
} from 'react-admin';
import { endpointsOf, listSort, sortableFields } from '../../providers/resourceEndpoints';
import { EmptyList } from './EmptyList';
import { NamedSelectionBody } from './NamedSelectionBody';
import { PAGE_SIZE } from '../../kit/listDefaults';
import { PhoneCards, type PhoneCard } from './PhoneCards';
import { RowActions } from './RowActions';
import { tableRightQuestion } from './listRights';
import { recordedExporter } from '../../providers/recordExport';

const searchFilter = <SearchInput source="q" alwaysOn key="q" />;

// On a phone react-admin's create button floats over the bottom of the screen: room below the pager keeps it clear.
const phoneRoom = { pb: { xs: 12, sm: 0 } };

/**
 * A list in its order (listDefaults.ts) with the search box (the API's `query`), server paging, the empty state
 * and its CSV export, recorded in the audit log.
 */
export function ResourceList({
  filters = [],
  exporter = defaultExporter,
  ...props
}: Omit<ListProps, 'filters' | 'sort'> & { filters?: ReactElement[] }) {
  const resource = useResourceContext(props) ?? '';
  // Every export of a list is told to the audit log first.
  const recorded = exporter ? recordedExporter('csv', exporter) : false;
  return (
    <List
      perPage={PAGE_SIZE}
      sort={listSort(resource)}
      empty={<EmptyList />}
      filters={[searchFilter, ...filters]}
      sx={phoneRoom}
      exporter={recorded}
      {...props}
    />
  );
}

/**
 * Columns sort only by the fields the server sorts by (the list's `sort` enum in the contract);
 * the others show no sort control, instead of one that would change nothing.
 */
function sortableColumns(sortable: readonly string[], columns: ReactNode): ReactNode {
  return Children.map(columns, (column) => {
    if (!isValidElement<{ source?: string; sortBy?: string }>(column)) return column;
    const field = column.props.sortBy ?? column.props.source;
    return field && !sortable.includes(field) ? cloneElement(column, { disableSort: true } as object) : column;
  });
}

/**
 * The rows of a resource, with edit and delete (asking first) for the roles that may, delete only
 * of the rows `deletable` lets go (all by default). The rights are asked once for the table, not
 * for each row (react-admin would ask once per record). On a phone the rows are cards (`card`).
 */
export function ResourceTable({
  children,
  deletable,
  card,
  ...props
}: DataTableProps & { deletable?: (record: RaRecord) => boolean; card?: PhoneCard }) {
  const resource = useResourceContext();
  const { canAccess: canEdit } = useCanAccess(tableRightQuestion(resource, 'edit'));
  const { canAccess: canDelete } = useCanAccess(tableRightQuestion(resource, 'delete'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <PhoneCards card={card} rowClick={props.rowClick ?? (canEdit ? 'edit' : false)} />;
  return (
    <DataTable
      body={NamedSelectionBody}
      bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      isRowSelectable={deletable}
      {...props}
    >
      {sortableColumns(resource ? sortableFields(endpointsOf(resource)) : [], children)}
      <DataTable.Col label={false} disableSort>
        <RowActions canEdit={!!canEdit} canDelete={!!canDelete} deletable={deletable} />
      </DataTable.Col>
    </DataTable>
  );
}
