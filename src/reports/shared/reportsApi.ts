import { apiClients } from '../../api/client';
import type { components, paths } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';
import { browserTimeZone } from '../../kit/format';
import { collectPages, type OnProgress, type Page } from './paging';
import { periodQuery, type Period } from '../../kit/period';

/** The report calls, on the assets base URL (DECISIONS: Console rules, report calls); every call can be stopped with its signal. */
export const assets = () => apiClients().assets;

const forAsset = (id: string, period: Period) => ({ path: { id }, query: periodQuery(period) });

export interface Listed<T> {
  data?: T[];
  response: Response;
}

/** A page of a list answer with its X-Total-Count. */
export async function pageOf<T>(call: Promise<Listed<T>>): Promise<Page<T>> {
  const rows = await unwrapRequired(call);
  const total = Number((await call).response.headers.get('X-Total-Count'));
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** Days cut in the user's time zone (the browser's), as every report shows them. */
export const getMovement = (id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(
    assets().GET('/assets/{id}/report/movement/all', {
      params: { path: { id }, query: { ...periodQuery(period), timeZone: browserTimeZone() } },
      signal,
    }),
  );

export const getLocations = (id: string, period: Period, signal: AbortSignal, maxPoints?: number) =>
  unwrapRequired(
    assets().GET('/assets/{id}/report/timeseries/location', {
      params: { path: { id }, query: { ...periodQuery(period), maxPoints } },
      signal,
    }),
  );

export const getWeather = (id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(assets().GET('/assets/{id}/report/timeseries/weather', { params: forAsset(id, period), signal }));

type PagedReport = '/assets/{id}/report/trip/all' | '/assets/{id}/Report/SensorsLogs';
type RowOf<P extends PagedReport> = paths[P]['get']['responses'][200]['content']['application/json'][number];

/** Every row of a paged report of the period, in pages of the largest size, with progress. */
const allPagesOf =
  <P extends PagedReport>(path: P) =>
  (id: string, period: Period, signal: AbortSignal, onProgress: OnProgress) =>
    collectPages(
      (pageNumber, pageSize) =>
        pageOf(
          // openapi-fetch cannot narrow a generic path; RowOf names the row type the contract gives it.
          assets().GET(path as PagedReport, {
            params: { path: { id }, query: { ...periodQuery(period), pageNumber, pageSize } },
            signal,
          }) as Promise<Listed<RowOf<P>>>,
        ),
      onProgress,
    );

export const getAllTrips = allPagesOf('/assets/{id}/report/trip/all');

/** One trip with its whole track (the trips list carries at most 50 points of it). */
export const getTrip = (id: string, signal: AbortSignal) =>
  unwrapRequired(apiClients().api.GET('/trips/{id}', { params: { path: { id } }, signal }));

export const DEVICE_REPORTS = {
  suntechObd: '/assets/{id}/Report/Suntech/obd',
  suntechStatus: '/assets/{id}/Report/Suntech/Status',
  rutx: '/assets/{id}/Report/Rutx',
} as const;

export const getDeviceRecords = (report: keyof typeof DEVICE_REPORTS, id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(assets().GET(DEVICE_REPORTS[report], { params: forAsset(id, period), signal }));

export const getAllSensorLogs = allPagesOf('/assets/{id}/Report/SensorsLogs');

export const getSensorsState = (id: string, signal: AbortSignal) =>
  unwrapRequired(assets().GET('/assets/{id}/Report/SensorsState', { params: { path: { id } }, signal }));

export const getAssetSummary = (id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(assets().POST('/assets/AssetReport', { body: { id, ...periodQuery(period), timeZone: browserTimeZone() }, signal }));

/** The report printed as PDF by the server, under the user's tenant name: the blob of the answer. */
export const renderReportPdf = (body: components['schemas']['ReportDocument']) =>
  unwrapRequired(apiClients().api.POST('/reports/pdf', { body, parseAs: 'blob' }));
