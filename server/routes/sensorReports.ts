import type { FastifyReply, FastifyRequest } from 'fastify';
import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import type { Queryable } from '../db/engine';
import { callerOf } from '../auth/guard';
import type { ListParams } from '../http/listQuery';
import { listPage } from '../repos/pagedList';
import { findOwnedAsset } from '../repos/ownedAsset';
import { reportAttributes } from '../repos/deviceAttributes';
import { assetPositionsIn, locationSeries, weatherSeries } from '../repos/positionSeries';
import { deviceRecords, sensorsState, toSensorRecord, type MessageRow } from '../repos/sensorRecords';
import { dayMs, reportPeriod, requestedPeriod, type PeriodQuery } from './reportPeriod';

/**
 * Time series and device reports cover the last 24 hours unless a period is asked for: the
 * contract says so of the location series, and the others follow it (they are read alike).
 */
const defaultSeriesMs = dayMs;

type SeriesQuery = PeriodQuery & { maxPoints?: number };

const assetOf = (db: Queryable, request: FastifyRequest) =>
  findOwnedAsset(db, callerOf(request), (request.params as { id: string }).id);

/** A device report: the messages of the period with the attributes its device family sends. */
const deviceReport = (db: Queryable, keys: readonly string[]) => async (request: FastifyRequest, reply: FastifyReply) => {
  const asset = await assetOf(db, request);
  const records = await deviceRecords(db, asset.id, reportPeriod(request.query as PeriodQuery, defaultSeriesMs), keys);
  reply.header('X-Total-Count', String(records.length));
  return records;
};

/** What the asset's device reported: positions over time, weather, device reports, sensor state and logs. */
export const sensorReportRoutes: RouteModule = ({ db }) => ({
  async getLocationSeries(request) {
    const asset = await assetOf(db, request);
    const query = request.query as SeriesQuery;
    return locationSeries(db, asset.id, reportPeriod(query, defaultSeriesMs), query.maxPoints);
  },

  async getWeatherSeries(request) {
    const asset = await assetOf(db, request);
    const query = request.query as SeriesQuery;
    return weatherSeries(db, asset.id, reportPeriod(query, defaultSeriesMs), query.maxPoints);
  },

  getSuntechObdReport: deviceReport(db, reportAttributes.suntechObd),
  getSuntechStatusReport: deviceReport(db, reportAttributes.suntechStatus),
  getRutxReport: deviceReport(db, reportAttributes.rutx),

  getSensorsState: async (request) => sensorsState(db, (await assetOf(db, request)).id),

  /** Every message with all its attributes, newest first; the whole history unless a period is asked for. */
  async getSensorsLogs(request, reply): Promise<Schema<'SensorRecord'>[]> {
    const asset = await assetOf(db, request);
    const query = request.query as PeriodQuery & ListParams;
    const period = requestedPeriod(query);
    const rows = await listPage<MessageRow>(db, reply, {
      columns: sql`time, attributes`,
      from: sql`positions`,
      where: [period ? assetPositionsIn(asset.id, period) : sql`asset_id = ${asset.id}`],
      sortable: { time: 'time' },
      defaultSort: 'time',
      // Time is unique per asset (the primary key), so it also keeps pages from overlapping.
      id: 'time',
    }, { pageNumber: query.pageNumber, pageSize: query.pageSize, sort: 'time', order: 'desc' });
    return rows.map((row) => toSensorRecord(row));
  },
});
