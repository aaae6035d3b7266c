import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { collectPages, type OnProgress } from '../shared/paging';
import { periodQuery, type Period } from '../../kit/period';
import { pageOf } from '../shared/reportsApi';

export interface EventFilters {
  type?: components['schemas']['AlertType'];
  geofenceId?: string;
}

/** Every alert of one asset in the period that passes the filters, oldest first, in pages. */
export const getEvents = (filters: EventFilters) => (assetId: string, period: Period, signal: AbortSignal, onProgress: OnProgress) =>
  collectPages(
    (pageNumber, pageSize) =>
      pageOf(
        apiClients().api.GET('/reports/events', {
          params: { query: { ...periodQuery(period), ...filters, assetId, pageNumber, pageSize } },
          signal,
        }),
      ),
    onProgress,
  );
