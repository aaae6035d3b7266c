import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetsCsv, type ReportColumn } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps, Stop } from '../shared/reportTypes';
import { ReportTable } from '../shared/ReportTable';
import { useAssetReports } from '../shared/useAssetReports';
import { DEFAULT_STOP_RULES, StopRulesInputs, type StopRules } from './StopRulesInputs';
import { unwrapRequired } from '../../api/unwrap';
import { periodQuery, type Period } from '../../kit/period';
import { assets } from '../shared/reportsApi';

/** The stops table, on screen and exported (coordinates for tools that map them). */
const stopColumns: ReportColumn<Stop>[] = [
  { label: 'reports.columns.start', value: (s) => s.startTime, format: (s, f) => f.dateTime(s.startTime) },
  { label: 'reports.columns.end', value: (s) => s.endTime, format: (s, f) => f.dateTime(s.endTime) },
  {
    label: 'reports.columns.duration',
    exportLabel: 'reports.columns.duration_s',
    value: (s) => s.durationSeconds,
    format: (s, f) => f.duration(s.durationSeconds),
    numeric: true,
  },
  { label: 'reports.columns.place', value: (s) => s.placeName, text: true },
  { label: 'reports.columns.address', value: (s) => s.address, text: true },
  { label: 'reports.columns.latitude', value: (s) => s.latitude, format: (s, f) => f.number(s.latitude, 5), numeric: true },
  { label: 'reports.columns.longitude', value: (s) => s.longitude, format: (s, f) => f.number(s.longitude, 5), numeric: true },
];

const getStops = (id: string, period: Period, rules: StopRules, signal: AbortSignal) =>
  unwrapRequired(
    assets().GET('/assets/{id}/report/stops', { params: { path: { id }, query: { ...periodQuery(period), ...rules } }, signal }),
  );

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
