import RouteIcon from '@mui/icons-material/Route';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../api/errors';
import { runtimeConfig } from '../../config';
import { downloadText, reportFileName } from '../../kit/download';
import { toGpx, tripTrack } from './gpx';
import { mapWithLimit } from '../shared/paging';
import type { Period } from '../../kit/period';
import { getTrip } from '../shared/reportsApi';
import type { Trip } from '../shared/reportTypes';
import type { AssetResult } from '../shared/useAssetReports';
import { useReportFormat } from '../../kit/format';

// A few tracks at a time: quick for a handful of trips, gentle on the server for hundreds.
const PARALLEL_TRACKS = 4;

/**
 * The trips as GPX with their whole tracks: the trips list carries at most 50 points per trip, so
 * each trip is fetched in full first, with progress and a way to stop.
 */
export function GpxExportButton({ results, period }: { results: AssetResult<Trip[]>[]; period: Period }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { timeZone } = useReportFormat();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const running = useRef<AbortController | null>(null);

  const trips = results.flatMap(({ asset, data }) => data.map((trip) => ({ trip, assetName: asset.name })));

  async function exportGpx() {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: trips.length });
    try {
      const tracks = await mapWithLimit(
        trips,
        PARALLEL_TRACKS,
        async ({ trip, assetName }) => tripTrack(await getTrip(trip.id, controller.signal), assetName),
        (done, total) => setProgress({ done, total: total ?? trips.length }),
      );
      const creator = runtimeConfig().companyName;
      const gpx = toGpx({ name: translate('reports.types.trips'), time: new Date().toISOString(), creator, tracks });
      downloadText(reportFileName('trips', period, timeZone, 'gpx'), 'application/gpx+xml', gpx);
    } catch (error) {
      if (!controller.signal.aborted) notify(messageOf(error), { type: 'error' });
    } finally {
      controller.abort();
      setProgress(null);
    }
  }

  const label = progress && translate('reports.progress.tracks', { done: progress.done, total: progress.total });
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<RouteIcon />} onClick={exportGpx} disabled={progress !== null}>
        {translate('reports.actions.export_gpx')}
      </Button>
      <Dialog open={progress !== null} aria-labelledby="gpx-export-title" fullWidth maxWidth="xs">
        <DialogTitle id="gpx-export-title">{translate('reports.actions.export_gpx')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {label}
          </Typography>
          <LinearProgress
            aria-label={label ?? undefined}
            variant="determinate"
            value={progress && progress.total ? (progress.done / progress.total) * 100 : 0}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => running.current?.abort()}>{translate('reports.actions.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
