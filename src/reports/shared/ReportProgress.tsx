import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ReportFormat, useReportFormat } from '../../kit/format';
import type { ReportProgress as Progress } from './useAssetReports';

/** Share of the whole report done: assets finished plus the part of the current one. */
const percentOf = ({ assetIndex, assetCount, done, total }: Progress) => ((assetIndex + (total ? done / total : 0)) / assetCount) * 100;

function progressText(progress: Progress, translate: (key: string, options?: object) => string, format: ReportFormat) {
  const { assetName, assetIndex, assetCount, done, total } = progress;
  const asset = translate('reports.progress.asset', { name: assetName, index: assetIndex + 1, count: assetCount });
  if (!total) return asset;
  return `${asset} · ${translate('reports.progress.records', { done: format.number(done, 0), total: format.number(total, 0) })}`;
}

/** A long report's progress with the way out of it. */
export function ReportProgress({ progress, onCancel }: { progress: Progress | null; onCancel: () => void }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const label = progress ? progressText(progress, translate, format) : translate('reports.progress.starting');
  // Without a record count a single asset's share cannot be measured: show activity instead.
  const measurable = progress !== null && (progress.total !== null || progress.assetCount > 1);
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <LinearProgress
          aria-label={label}
          variant={measurable ? 'determinate' : 'indeterminate'}
          value={measurable ? percentOf(progress) : undefined}
        />
      </Box>
      <Button variant="outlined" onClick={onCancel}>
        {translate('reports.actions.cancel')}
      </Button>
    </Stack>
  );
}
