import PersonIcon from '@mui/icons-material/Person';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { useNotifyError } from '../../kit/useNotifyError';
import { driverPagePath } from '../../routePaths';
import { csvTableOf } from '../shared/columns';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { ExportXlsxButton } from '../../kit/ExportXlsxButton';
import { ExportPdfButton } from '../shared/ExportPdfButton';
import { periodQuery } from '../../kit/period';
import type { ReportProps } from '../shared/reportTypes';
import { ReportTable } from '../shared/ReportTable';
import { DrivingSettingsButton } from './DrivingSettingsButton';
import { scoreColumns, type DrivingScore } from './scoreColumns';
import { getDrivingScores } from './scoresApi';
import { AssetGroupSelect } from '../../kit/AssetGroupSelect';

type Subject = 'driver' | 'asset';

/** The fleet's drivers (or vehicles), or those of an asset group, ranked by driving score over the period, best first (docs/DRIVING.md). */
export default function DrivingScoresReport({ period }: ReportProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [by, setBy] = useState<Subject>('driver');
  const [groupId, setGroupId] = useState('');
  const {
    data: rows,
    error,
    isPending,
  } = useQuery({
    queryKey: ['reports', 'drivingScores', period.from, period.to, by, groupId],
    queryFn: ({ signal }) => getDrivingScores({ ...periodQuery(period), by, ...(groupId ? { groupId } : {}) }, signal),
  });
  useNotifyError(error);
  const columns = scoreColumns(by);
  const openDriver = (row: DrivingScore) => navigate(driverPagePath(row.id));
  const openLabel = translate('reports.drivingScores.open_driver');
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
        <AssetGroupSelect groupId={groupId} onChange={setGroupId} />
        {rows && rows.length > 0 && (
          <>
            <ExportCsvButton name="drivingScores" period={period} table={() => csvTableOf(columns, rows, translate)} />
            <ExportXlsxButton name="drivingScores" period={period} table={() => csvTableOf(columns, rows, translate)} />
            <ExportPdfButton name="drivingScores" period={period} table={() => csvTableOf(columns, rows, translate)} />
          </>
        )}
        <DrivingSettingsButton />
      </Stack>
      {!isPending && rows?.length === 0 && <Typography color="text.secondary">{translate('reports.drivingScores.empty')}</Typography>}
      {rows && rows.length > 0 && (
        <ReportTable
          label={translate('reports.types.drivingScores')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          // A driver's row opens their own page: its score week by week, trips and events.
          onRowClick={by === 'driver' ? openDriver : undefined}
          rowAction={
            by === 'driver'
              ? (row) => (
                  <Tooltip title={openLabel}>
                    <IconButton
                      size="small"
                      aria-label={`${openLabel}: ${row.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        openDriver(row);
                      }}
                    >
                      <PersonIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              : undefined
          }
        />
      )}
    </Stack>
  );
}
