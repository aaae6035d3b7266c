import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';

export type DriverWeekScore = components['schemas']['DriverWeekScore'];

/** Most a page shows of a driver's recent trips or events. */
const MAX_ROWS = 100;

interface Period {
  from: string;
  to: string;
}

/** The driver's trips of the period, newest first. */
export const driverTrips = (driverId: string, period: Period, signal?: AbortSignal) =>
  unwrapRequired(
    apiClients().api.GET('/drivers/{id}/trips', {
      params: { path: { id: driverId }, query: { ...period, pageNumber: 1, pageSize: MAX_ROWS } },
      signal,
    }),
  );

/** The driver's harsh driving of the period, newest first. */
export const driverEvents = (driverId: string, period: Period, signal?: AbortSignal) =>
  unwrapRequired(
    apiClients().api.GET('/reports/drivingEvents', {
      params: { query: { ...period, driverId, pageNumber: 1, pageSize: MAX_ROWS, sort: 'time', order: 'desc' } },
      signal,
    }),
  );

/** The driver's score in each of the last `weeks` weeks, oldest first. */
export const driverScoreHistory = (driverId: string, weeks: number, signal?: AbortSignal) =>
  unwrapRequired(apiClients().api.GET('/drivers/{id}/scores', { params: { path: { id: driverId }, query: { weeks } }, signal }));
