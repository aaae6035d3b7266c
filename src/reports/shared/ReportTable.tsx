import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { cellText, type ReportColumn } from './columns';
import { NO_PRINT } from './PrintStyles';
import { useReportFormat } from '../../kit/format';

export interface ReportTableProps<Row> {
  label: string;
  columns: ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string;
  /** A last cell per row, e.g. a button that opens the row. */
  rowAction?(row: Row): ReactNode;
  onRowClick?(row: Row): void;
  /** Rows under the table, e.g. totals. */
  footer?: ReactNode;
  /** Every row on one page, for print. */
  unpaged?: boolean;
  /** The column headers sort the rows (by the exported value: empty cells last). */
  sortable?: boolean;
}

interface Sort {
  column: number;
  descending: boolean;
}

/** Numbers by value, texts in the locale's order, empty values last whichever the direction. */
function sortedRows<Row>(rows: readonly Row[], column: ReportColumn<Row>, descending: boolean, locale: string): readonly Row[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  return [...rows].sort((a, b) => {
    const [x, y] = [column.value(a), column.value(b)];
    const [xEmpty, yEmpty] = [x === null || x === undefined, y === null || y === undefined];
    if (xEmpty || yEmpty) return Number(xEmpty) - Number(yEmpty);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return descending ? -order : order;
  });
}

const PAGE_SIZES = [25, 100, 500];

/** A report's rows as a table, paged in the browser (the report is loaded whole for its exports). */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { label, columns, rows: givenRows, rowKey, rowAction, onRowClick, footer, unpaged, sortable } = props;
  const translate = useTranslate();
  const format = useReportFormat();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [sort, setSort] = useState<Sort | null>(null);
  const rows = useMemo(
    () => (sort ? sortedRows(givenRows, columns[sort.column], sort.descending, format.locale) : givenRows),
    [givenRows, columns, sort, format.locale],
  );
  const pageRows = unpaged ? rows : rows.slice(page * pageSize, (page + 1) * pageSize);
  const sortBy = (column: number) => {
    setSort(sort?.column === column ? { column, descending: !sort.descending } : { column, descending: false });
    setPage(0);
  };
  const align = (column: ReportColumn<Row>) => (column.numeric ? 'right' : 'left');

  return (
    <>
      {/* Width 0 stretched to 100%: a wide table scrolls instead of widening a layout sized to its content;
          focusable, so that a keyboard scrolls it too (at a phone's width most tables scroll). */}
      <TableContainer tabIndex={0} sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => {
                const title = column.literal ? column.label : translate(column.label);
                const sorted = sort?.column === index;
                return (
                  <TableCell
                    key={column.label}
                    align={align(column)}
                    sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                    sortDirection={sorted ? (sort.descending ? 'desc' : 'asc') : false}
                  >
                    {sortable ? (
                      <TableSortLabel active={sorted} direction={sorted && sort.descending ? 'desc' : 'asc'} onClick={() => sortBy(index)}>
                        {title}
                      </TableSortLabel>
                    ) : (
                      title
                    )}
                  </TableCell>
                );
              })}
              {rowAction && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((row, index) => (
              <TableRow
                key={rowKey(row, index)}
                hover={Boolean(onRowClick)}
                onClick={onRowClick && (() => onRowClick(row))}
                sx={onRowClick && { cursor: 'pointer' }}
              >
                {columns.map((column) => (
                  <TableCell key={column.label} align={align(column)} sx={{ whiteSpace: column.text ? 'normal' : 'nowrap' }}>
                    {cellText(column, row, format, translate)}
                  </TableCell>
                ))}
                {rowAction && <TableCell padding="checkbox">{rowAction(row)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
          {footer && <TableFooter>{footer}</TableFooter>}
        </Table>
      </TableContainer>
      {!unpaged && rows.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          className={NO_PRINT}
          count={rows.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', {
              offsetBegin: format.number(from, 0),
              offsetEnd: format.number(to, 0),
              total: format.number(count, 0),
            })
          }
        />
      )}
    </>
  );
}
