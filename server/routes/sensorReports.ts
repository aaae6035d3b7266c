import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import type { Caller } from '../auth/tenancy';
import { callerOf } from '../auth/guard';
import type { Page } from '../http/listQuery';
import { sendPage } from '../http/operations';
import { findOwnedAsset } from '../repos/ownedAsset';
import { reportAttributes } from '../repos/deviceAttributes';
import { locationSeries, weatherSeries } from '../repos/positionSeries';
import { deviceRecords, listSensorLog, sensorsState } from '../repos/sensorRecords';
import { dayMs, reportPeriod, requestedPeriod, type PeriodQuery } from '../http/reportPeriod';

/**
 * Time series and device reports cover the last 24 hours unless a period is asked for: the
 * contract says so of the location series, and the others follow it (they are read alike).
 */
const defaultSeriesMs = dayMs;

/**
 * What the asset's device reported: positions over time, weather, device reports, sensor state and
 * logs. Each request reads at most REPORT_MAX_DAYS of positions and answers at most RESPONSE_MAX_ROWS;
 * the period is checked before anything is read, so a refused request costs nothing.
 */
export const sensorReportRoutes: RouteModule = ({ db, config }) => {
  /** A device report: the messages of the period with the attributes its device family sends. */
  async function deviceReport(
    caller: Caller,
    assetId: string,
    query: PeriodQuery,
    keys: readonly string[],
  ): Promise<Page<Schema<'SensorRecord'>>> {
    const period = reportPeriod(query, defaultSeriesMs, config.reportMaxDays);
    const asset = await findOwnedAsset(db, caller, assetId);
    const records = await deviceRecords(db, asset.id, period, keys, config.responseMaxRows);
    return { rows: records, total: records.length };
  }

  return {
    async getLocationSeries(request) {
      const { query } = request;
      const period = reportPeriod(query, defaultSeriesMs, config.reportMaxDays);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return locationSeries(db, asset.id, period, { maxRows: config.responseMaxRows, maxPoints: query.maxPoints });
    },

    async getWeatherSeries(request) {
      const { query } = request;
      const period = reportPeriod(query, defaultSeriesMs, config.reportMaxDays);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return weatherSeries(db, asset.id, period, { maxRows: config.responseMaxRows, maxPoints: query.maxPoints });
    },

    getSuntechObdReport: async (request, reply) =>
      sendPage(reply, await deviceReport(callerOf(request), request.params.id, request.query, reportAttributes.suntechObd)),
    getSuntechStatusReport: async (request, reply) =>
      sendPage(reply, await deviceReport(callerOf(request), request.params.id, request.query, reportAttributes.suntechStatus)),
    getRutxReport: async (request, reply) =>
      sendPage(reply, await deviceReport(callerOf(request), request.params.id, request.query, reportAttributes.rutx)),

    getSensorsState: async (request) => sensorsState(db, (await findOwnedAsset(db, callerOf(request), request.params.id)).id),

    /** Every message with all its attributes, newest first; the whole history unless a period is asked for. */
    async getSensorsLogs(request, reply) {
      const period = requestedPeriod(request.query, config.reportMaxDays);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return sendPage(reply, await listSensorLog(db, asset.id, period, request.query, config.responseMaxRows));
    },
  };
};
