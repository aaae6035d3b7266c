import { Box, CircularProgress, Table, TableCell, TableHead, TablePagination, TableRow, Typography, type SxProps } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSpinnerDelay } from '../../kit/useSpinnerDelay';

export const LOG_PAGE_SIZE = 10;

interface PagedLogSectionProps {
  /** Catalogue keys of the heading, the empty text and each column's title. */
  title: string;
  empty: string;
  columns: string[];
  /** The log's page as react-query answers it, and the page shown (from 0). */
  query: { data?: { total?: number }; isPending: boolean; error: unknown };
  count: number;
  page: number;
  onPage: (page: number) => void;
  /** Controls above the log (e.g. buttons that add to it). */
  actions?: ReactNode;
  /** The table body of the page's entries. */
  children: ReactNode;
  sx?: SxProps;
}

/**
 * A titled log read page by page from the server (a device's commands, a webhook's deliveries):
 * a spinner while the first page loads, the error, the empty text, or the table with its pager.
 */
export function PagedLogSection({ title, empty, columns, query, count, page, onPage, actions, children, sx }: PagedLogSectionProps) {
  const translate = useTranslate();
  const headingId = useId();
  const spinnerDue = useSpinnerDelay();
  const total = query.data?.total ?? 0;
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {actions}
      {query.isPending ? (
        spinnerDue && <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : query.error ? (
        <Typography color="error">{(query.error as Error).message}</Typography>
      ) : count === 0 ? (
        <Typography color="text.secondary" role="status">
          {translate(empty)}
        </Typography>
      ) : (
        <>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{translate(column)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            {children}
          </Table>
          {total > LOG_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={total}
              page={page}
              rowsPerPage={LOG_PAGE_SIZE}
              rowsPerPageOptions={[LOG_PAGE_SIZE]}
              onPageChange={(_, next) => onPage(next)}
            />
          )}
        </>
      )}
    </Box>
  );
}
