import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DailyDistanceChart } from '../shared/DailyDistanceChart';
import { movementColumns } from '../movement/movementColumns';
import { ReportFigures } from '../shared/ReportFigures';
import { ReportTable } from '../shared/ReportTable';
import type { AssetSummary } from '../shared/reportTypes';
import { alertColumns, assetFactColumns } from './summaryColumns';
import { tripColumns } from '../trips/tripColumns';
import { useReportFormat } from '../../kit/format';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** One asset over one period on one page: who and where it is, how it moved, its trips and alerts. */
export function AssetSummaryView({ summary }: { summary: AssetSummary }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const { asset, movement, trips, alerts } = summary;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h2">
          {asset.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('reports.summary.period', { from: format.dateTime(summary.from), to: format.dateTime(summary.to) })}
        </Typography>
      </Stack>
      <ReportFigures columns={assetFactColumns.filter((column) => column.value(asset))} row={asset} />
      <Heading>{translate('reports.types.movement')}</Heading>
      <ReportFigures columns={movementColumns} row={movement} />
      {movement.daily.length > 0 && <DailyDistanceChart daily={movement.daily} />}
      <Heading>{translate('reports.types.trips')}</Heading>
      {trips.length === 0 ? (
        <Typography variant="body2">{translate('reports.summary.no_trips')}</Typography>
      ) : (
        <>
          {movement.tripCount > trips.length && (
            <Typography variant="body2" color="text.secondary">
              {translate('reports.summary.trips_shown', {
                shown: format.number(trips.length, 0),
                total: format.number(movement.tripCount, 0),
              })}
            </Typography>
          )}
          <ReportTable label={translate('reports.types.trips')} columns={tripColumns} rows={trips} rowKey={(t) => t.id} unpaged />
        </>
      )}
      <Heading>{translate('reports.summary.alerts', { count: format.number(summary.alertCount, 0) })}</Heading>
      {alerts.length === 0 ? (
        <Typography variant="body2">{translate('reports.summary.no_alerts')}</Typography>
      ) : (
        <ReportTable label={translate('reports.columns.alerts')} columns={alertColumns} rows={alerts} rowKey={(a) => a.id} unpaged />
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {translate('reports.summary.generated', { time: format.dateTime(summary.generatedAt) })}
      </Typography>
    </Box>
  );
}
