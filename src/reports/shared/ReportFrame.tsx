import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CsvTable } from '../../kit/csv';
import { ExportCsvButton } from './ExportCsvButton';
import { ExportXlsxButton } from '../../kit/ExportXlsxButton';
import { ExportPdfButton } from './ExportPdfButton';
import type { Period } from '../../kit/period';
import { isPeriodRefusal, PeriodRefused } from './PeriodRefused';
import { NO_PRINT, PRINT_AREA } from './PrintStyles';
import { ReportProgress } from './ReportProgress';
import type { AssetRef } from './reportTypes';
import type { AssetResult, useAssetReports } from './useAssetReports';

export interface ReportFrameProps<T> {
  /** File name stem of the exports, e.g. `trips`. */
  name: string;
  period: Period;
  report: ReturnType<typeof useAssetReports<T>>;
  isEmpty(data: T): boolean;
  csv(results: AssetResult<T>[]): CsvTable;
  /** More export buttons beside the CSV, XLSX and PDF ones. */
  actions?(results: AssetResult<T>[]): ReactNode;
  /** Printing shows this report alone, each asset on its own page. */
  printable?: boolean;
  /** The report shows its asset's name itself: no heading above each asset. */
  namesAsset?: boolean;
  /** What follows the assets' sections, e.g. totals of the fleet. */
  after?(results: AssetResult<T>[]): ReactNode;
  children(data: T, asset: AssetRef): ReactNode;
}

/** A report that did not load (or was cancelled), with a way to load it again. */
export function Retry({ severity, message, onRetry }: { severity: 'info' | 'error'; message: string; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity={severity}
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('reports.actions.reload')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}

/**
 * What every report shares: progress with cancel, failure and cancellation with a way back (a
 * shorter period when the server refused the period), the
 * export buttons, and one section per asset that says so when the period holds no data.
 */
export function ReportFrame<T>(props: ReportFrameProps<T>) {
  const { name, period, report, isEmpty, csv, actions, printable, namesAsset, after, children } = props;
  const translate = useTranslate();
  if (report.loading) return <ReportProgress progress={report.progress} onCancel={report.cancel} />;
  if (report.cancelled) return <Retry severity="info" message="reports.states.cancelled" onRetry={report.reload} />;
  if (report.failed && isPeriodRefusal(report.error)) return <PeriodRefused error={report.error} period={period} onRetry={report.reload} />;
  if (report.failed || !report.results) return <Retry severity="error" message="reports.states.failed" onRetry={report.reload} />;

  const results = report.results;
  const hasData = results.some((result) => !isEmpty(result.data));
  return (
    <Paper variant="outlined" className={printable ? PRINT_AREA : undefined} sx={{ p: 2 }}>
      {hasData && (
        <Stack direction="row" spacing={1} className={NO_PRINT} sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <ExportCsvButton name={name} period={period} table={() => csv(results)} />
          <ExportXlsxButton name={name} period={period} table={() => csv(results)} />
          <ExportPdfButton name={name} period={period} table={() => csv(results)} />
          {actions?.(results)}
        </Stack>
      )}
      {results.map(({ asset, data }) => (
        <Box component="section" key={asset.id} aria-label={asset.name} sx={{ mb: 3, '&:last-of-type': { mb: 0 } }}>
          {results.length > 1 && !namesAsset && (
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {asset.name}
            </Typography>
          )}
          {isEmpty(data) ? (
            <Alert severity="info" variant="outlined">
              {translate('reports.states.empty')}
            </Alert>
          ) : (
            children(data, asset)
          )}
        </Box>
      ))}
      {hasData && after?.(results)}
    </Paper>
  );
}
