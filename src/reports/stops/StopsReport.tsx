import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetsCsv } from '../shared/reportCsv';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportProps';
import { ReportTable } from '../shared/ReportTable';
import { useAssetReports } from '../shared/useAssetReports';
import { stopColumns } from './stopColumns';
import { StopRulesInputs } from './StopRulesInputs';
import { DEFAULT_STOP_RULES, getStops } from './stopsApi';

// The map library is fetched only when a stops report has stops to draw.
const StopsMap = lazy(() => import('./StopsMap'));
const MAP_HEIGHT = 320;

/** Where and how long each asset stood, on a map and as a table, with the rules that make a stop. */
export default function StopsReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const [rules, setRules] = useState(DEFAULT_STOP_RULES);
  const report = useAssetReports(`stops-${rules.minDurationSeconds}-${rules.radiusMeters}`, assets, period, (id, at, signal) =>
    getStops(id, at, rules, signal),
  );
  return (
    <>
      <StopRulesInputs value={rules} onChange={setRules} />
      <ReportFrame
        name="stops"
        period={period}
        report={report}
        isEmpty={(stops) => stops.length === 0}
        csv={(results) => assetsCsv(results, stopColumns, (stops) => stops, translate)}
      >
        {(stops, asset) => (
          <>
            <Suspense fallback={<Skeleton variant="rounded" height={MAP_HEIGHT} />}>
              <StopsMap stops={stops} name={asset.name} />
            </Suspense>
            <ReportTable
              label={`${translate('reports.types.stops')} · ${asset.name}`}
              columns={stopColumns}
              rows={stops}
              rowKey={(stop) => stop.startTime}
            />
          </>
        )}
      </ReportFrame>
    </>
  );
}
