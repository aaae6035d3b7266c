import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNotifyError } from '../../kit/useNotifyError';
import { csvTableOf } from '../shared/columns';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { ExportXlsxButton } from '../shared/ExportXlsxButton';
import { ExportPdfButton } from '../shared/ExportPdfButton';
import { periodQuery } from '../shared/period';
import type { ReportProps } from '../shared/reportTypes';
import { ReportTable } from '../shared/ReportTable';
import { scoreColumns } from './scoreColumns';
import { getDrivingScores } from './scoresApi';

type Subject = 'driver' | 'asset';

/** The fleet's drivers (or vehicles) ranked by driving score over the period, best first (docs/DRIVING.md). */
export default function DrivingScoresReport({ period }: ReportProps) {
  const translate = useTranslate();
  const [by, setBy] = useState<Subject>('driver');
  const {
    data: rows,
    error,
    isPending,
  } = useQuery({
    queryKey: ['reports', 'drivingScores', period.from, period.to, by],
    queryFn: ({ signal }) => getDrivingScores({ ...periodQuery(period), by }, signal),
  });
  useNotifyError(error);
  const columns = scoreColumns(by);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={by}
          onChange={(_event, next: Subject | null) => next && setBy(next)}
          aria-label={translate('reports.drivingScores.rank_by')}
        >
          <ToggleButton value="driver">{translate('reports.drivingScores.by_driver')}</ToggleButton>
          <ToggleButton value="asset">{translate('reports.drivingScores.by_asset')}</ToggleButton>
        </ToggleButtonGroup>
        {rows && rows.length > 0 && (
          <>
            <ExportCsvButton name="drivingScores" period={period} table={() => csvTableOf(columns, rows, translate)} />
            <ExportXlsxButton name="drivingScores" period={period} table={() => csvTableOf(columns, rows, translate)} />
            <ExportPdfButton name="drivingScores" period={period} table={() => csvTableOf(columns, rows, translate)} />
          </>
        )}
      </Stack>
      {!isPending && rows?.length === 0 && <Typography color="text.secondary">{translate('reports.drivingScores.empty')}</Typography>}
      {rows && rows.length > 0 && (
        <ReportTable label={translate('reports.types.drivingScores')} columns={columns} rows={rows} rowKey={(row) => row.id} />
      )}
    </Stack>
  );
}
