import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { sendPage } from '../http/operations';
import { listEvents } from '../repos/alerts';
import { findOwnedAsset } from '../repos/ownedAsset';
import { corridorTimeOf, dailySummaryOf, reportSources, stopsOf, visitsOf } from '../reports/reportData';
import { defaultStopRules } from '../reports/stops';
import { dayMs, knownTimeZone, reportPeriod } from '../http/reportPeriod';

/** Stops cover the last day, the other reports the last week, unless a period is asked for (see the contract). */
const defaultStopsMs = dayMs;
const defaultReportMs = 7 * dayMs;

/**
 * The reports fleet managers open every week, computed from positions and alerts: stops, a daily
 * summary, geofence visits and the events of a period. Each reads at most REPORT_MAX_DAYS and
 * RESPONSE_MAX_ROWS; the period is checked before anything is read.
 */
export const fleetReportRoutes: RouteModule = (context) => {
  const { db, config } = context;
  const sources = reportSources(context);
  return {
    async getStopsReport(request): Promise<Schema<'Stop'>[]> {
      const { query } = request;
      const period = reportPeriod(query, defaultStopsMs, config.reportMaxDays);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return stopsOf(sources, asset.id, period, {
        minDurationSeconds: query.minDurationSeconds ?? defaultStopRules.minDurationSeconds,
        radiusMeters: query.radiusMeters ?? defaultStopRules.radiusMeters,
      });
    },

    async getDailySummaryReport(request): Promise<Schema<'DailySummary'>[]> {
      const { query } = request;
      const timeZone = knownTimeZone(query.timeZone ?? 'UTC');
      const period = reportPeriod(query, defaultReportMs, config.reportMaxDays);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return dailySummaryOf(sources, asset.id, period, timeZone);
    },

    async getGeofenceVisitsReport(request): Promise<Schema<'GeofenceVisit'>[]> {
      const { query } = request;
      const period = reportPeriod(query, defaultReportMs, config.reportMaxDays);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return visitsOf(sources, asset.id, period, query.geofenceId);
    },

    async getCorridorTimeReport(request): Promise<Schema<'CorridorTrip'>[]> {
      const { query } = request;
      const period = reportPeriod(query, defaultReportMs, config.reportMaxDays);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return corridorTimeOf(sources, { id: asset.id, tenantId: asset.tenant_id }, period, query.geofenceId);
    },

    async listEventsReport(request, reply) {
      const period = reportPeriod(request.query, defaultReportMs, config.reportMaxDays);
      return sendPage(reply, await listEvents(db, callerOf(request), period, request.query, config.responseMaxRows));
    },
  };
};
