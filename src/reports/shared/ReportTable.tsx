import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TablePagination, TableRow } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { cellText, type ReportColumn } from './columns';
import { NO_PRINT } from './PrintStyles';
import { useReportFormat } from './format';

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
}

const PAGE_SIZES = [25, 100, 500];

/** A report's rows as a table, paged in the browser (the report is loaded whole for its exports). */
export function ReportTable<Row>({ label, columns, rows, rowKey, rowAction, onRowClick, footer, unpaged }: ReportTableProps<Row>) {
  const translate = useTranslate();
  const format = useReportFormat();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const pageRows = unpaged ? rows : rows.slice(page * pageSize, (page + 1) * pageSize);
  const align = (column: ReportColumn<Row>) => (column.numeric ? 'right' : 'left');

  return (
    <>
      {/* Width 0 stretched to 100%: a wide table scrolls instead of widening a layout sized to its content. */}
      <TableContainer sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={align(column)} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {column.literal ? column.label : translate(column.label)}
                </TableCell>
              ))}
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
