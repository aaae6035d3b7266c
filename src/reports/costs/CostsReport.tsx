import { useState } from 'react';
import { Alert, LinearProgress, Stack, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiClients } from '../../api/client';
import { unwrapRequired } from '../../api/unwrap';
import { cellText, csvTableOf } from '../shared/columns';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { ExportPdfButton } from '../shared/ExportPdfButton';
import { useReportFormat } from '../../kit/format';
import { periodQuery, type Period } from '../../kit/period';
import { isPeriodRefusal, PeriodRefused } from '../shared/PeriodRefused';
import { Retry } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportTypes';
import { ReportTable } from '../shared/ReportTable';
import { costColumns, type AssetCost } from './costColumns';
import { AssetGroupSelect } from '../../kit/AssetGroupSelect';

const getCosts = (period: Period, groupId: string, signal: AbortSignal) =>
  unwrapRequired(
    apiClients().api.GET('/reports/costs', { params: { query: { ...periodQuery(period), ...(groupId ? { groupId } : {}) } }, signal }),
  );

/** Nothing moved, burnt fuel or was serviced: a table of zeros says less than "no data". */
const isIdle = (row: AssetCost) => row.distanceKm === 0 && row.consumedLitres === null && row.totalCost === 0;

/** What each asset of the fleet (or of an asset group) cost over the period (fuel and service, per km), with the totals. */
export default function CostsReport({ period }: ReportProps) {
  const [groupId, setGroupId] = useState('');
  return (
    <Stack spacing={2}>
      <AssetGroupSelect groupId={groupId} onChange={setGroupId} sx={{ alignSelf: 'flex-start' }} />
      <CostsOfGroup period={period} groupId={groupId} />
    </Stack>
  );
}

function CostsOfGroup({ period, groupId }: Pick<ReportProps, 'period'> & { groupId: string }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['reports', 'costs', period.from, period.to, groupId],
    queryFn: ({ signal }) => getCosts(period, groupId, signal),
    // A heavy read that failed is offered again (Retry), not repeated behind the user's back.
    retry: false,
  });
  const reload = () => void refetch();
  if (isPending) return <LinearProgress aria-label={translate('reports.types.costs')} sx={{ my: 2 }} />;
  if (isPeriodRefusal(error)) return <PeriodRefused error={error} period={period} onRetry={reload} />;
  if (error) return <Retry severity="error" message="reports.states.failed" onRetry={reload} />;
  if (data.assets.every(isIdle)) {
    return (
      <Alert severity="info" variant="outlined">
        {translate('reports.states.empty')}
      </Alert>
    );
  }
  // The totals as a row of the table: the same columns format them and the CSV ends with them.
  const totals: AssetCost = { assetId: 'totals', assetName: translate('reports.costs.totals'), ...data.totals };
  const strong = { fontWeight: 600, whiteSpace: 'nowrap' };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <ExportCsvButton name="costs" period={period} table={() => csvTableOf(costColumns, [...data.assets, totals], translate)} />
        <ExportPdfButton name="costs" period={period} table={() => csvTableOf(costColumns, [...data.assets, totals], translate)} />
      </Stack>
      <ReportTable
        label={translate('reports.types.costs')}
        columns={costColumns}
        rows={data.assets}
        rowKey={(row) => row.assetId}
        sortable
        footer={
          <TableRow>
            {costColumns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} sx={strong}>
                {cellText(column, totals, format, translate)}
              </TableCell>
            ))}
          </TableRow>
        }
      />
    </Stack>
  );
}
