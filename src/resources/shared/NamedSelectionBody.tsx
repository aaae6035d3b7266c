import { Checkbox, TableCell } from '@mui/material';
import { createContext, memo, useContext, useMemo, type ReactNode } from 'react';
import {
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableBodyProps,
  type RaRecord,
} from 'react-admin';

/** How a table names one of its rows; by default the resource's record representation. */
const RowNameContext = createContext<((record: RaRecord) => string) | undefined>(undefined);

/** Names the rows of the table inside (the triggered alerts, which have no name of their own). */
export const RowNameProvider = ({ rowName, children }: { rowName: (record: RaRecord) => string; children: ReactNode }) => (
  <RowNameContext.Provider value={rowName}>{children}</RowNameContext.Provider>
);

/**
 * A row's selection checkbox named after the row ("Select Van 12"), the name on the input itself. react-admin's
 * own puts its one "Select this row" for every row on the checkbox's wrapper, an element without a role
 * (axe: aria-prohibited-attr), and leaves the input without a name (axe: label).
 */
function NamedRowCheckbox() {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const representation = useGetRecordRepresentation(resource);
  const rowName = useContext(RowNameContext);
  const translate = useTranslate();
  if (!record) return null;
  const selectable = !isRowSelectable || isRowSelectable(record);
  const name = rowName ? rowName(record) : String(representation(record));
  return (
    <TableCell padding="checkbox">
      <Checkbox
        color="primary"
        className="select-item"
        checked={selectable && !!selectedIds?.includes(record.id)}
        disabled={!selectable}
        slotProps={{ input: { 'aria-label': translate('screens.select_row', { name }) } }}
        onClick={(event) => {
          event.stopPropagation();
          if (selectable && handleToggleItem) handleToggleItem(record.id, event);
        }}
      />
    </TableCell>
  );
}

/** react-admin's row, its own checkbox cell replaced by the named one (the same place, first). */
const NamedSelectionRow = memo(function NamedSelectionRow({ children, ...props }: { children?: ReactNode }) {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const ownCheckbox = config.hasBulkActions && !!handleToggleItem;
  const withoutOwn = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  return (
    <DataTableConfigContext.Provider value={withoutOwn}>
      <DataTableRow {...props}>
        {ownCheckbox && <NamedRowCheckbox />}
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
});

/** A DataTable's body whose rows' selection checkboxes are named after their rows: `<DataTable body={NamedSelectionBody}>`. */
export const NamedSelectionBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={NamedSelectionRow} />;
