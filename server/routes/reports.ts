import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import type { Queryable } from '../db/engine';
import { callerOf } from '../auth/guard';
import { findOwned, tenantScope } from '../auth/tenancy';
import type { ListParams } from '../http/listQuery';
import { listPage } from '../repos/pagedList';
import { findOwnedAsset } from '../repos/ownedAsset';
import { movementReport } from '../repos/movement';
import { selectAsset, type AssetRecord } from '../repos/assets';
import { selectAlerts, toAlert, type AlertRow } from '../repos/alerts';
import { selectTrips, toTrip, tripColumns, tripsStartingIn, type TripRow } from '../repos/trips';
import { dayMs, reportPeriod, requestedPeriod, type Period, type PeriodQuery } from './reportPeriod';

/** Movement and the asset report cover the last week unless a period is asked for (see the contract). */
const defaultReportMs = 7 * dayMs;
const reportTripLimit = 100;
const reportAlertLimit = 20;

const idOf = (params: unknown) => (params as { id: string }).id;

async function alertsOf(db: Queryable, assetId: string, period: Period) {
  const inPeriod = sql`a.asset_id = ${assetId} and a.time >= ${period.from} and a.time < ${period.to}`;
  const [[{ count }], latest] = await Promise.all([
    db.query<{ count: number }>(sql`select count(*) :: int as count from alerts a where ${inPeriod}`),
    db.query<AlertRow>(sql`${selectAlerts(inPeriod)} order by a.time desc limit ${reportAlertLimit}`),
  ]);
  return { alertCount: count, alerts: latest.map(toAlert) };
}

/** The trip list, movement report and one-page asset report, read from the stored trips. */
export const reportRoutes: RouteModule = ({ db }) => ({
  async listAssetTrips(request, reply) {
    const asset = await findOwnedAsset(db, callerOf(request), idOf(request.params));
    const query = request.query as PeriodQuery & ListParams;
    const period = requestedPeriod(query);
    const rows = await listPage<TripRow>(db, reply, {
      columns: tripColumns(true),
      from: sql`trips t`,
      where: [sql`t.asset_id = ${asset.id}`, ...(period ? [tripsStartingIn(period.from, period.to)] : [])],
      sortable: { startTime: 't.start_time' },
      defaultSort: 'startTime',
      id: 't.id',
    }, { pageNumber: query.pageNumber, pageSize: query.pageSize, sort: 'startTime', order: 'desc' });
    return rows.map((row) => toTrip(row));
  },

  async getMovementReport(request) {
    const asset = await findOwnedAsset(db, callerOf(request), idOf(request.params));
    return movementReport(db, asset.id, reportPeriod(request.query as PeriodQuery, defaultReportMs));
  },

  async getAssetReport(request): Promise<Schema<'AssetReport'>> {
    const body = request.body as Schema<'AssetReportRequest'>;
    const caller = callerOf(request);
    const asset = await findOwned<AssetRecord>(db, selectAsset(sql`a.id = ${body.id} and ${tenantScope(caller, 'a.tenant_id')}`), 'Asset');
    const period = reportPeriod(body, defaultReportMs);
    const [movement, trips, alerts] = await Promise.all([
      movementReport(db, asset.id, period),
      db.query<TripRow>(sql`${selectTrips(sql`t.asset_id = ${asset.id} and ${tripsStartingIn(period.from, period.to)}`, false)}
        order by t.start_time desc limit ${reportTripLimit}`),
      alertsOf(db, asset.id, period),
    ]);
    return {
      asset: JSON.parse(asset.json) as Schema<'Asset'>,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      movement,
      trips: trips.map((row) => toTrip(row)),
      ...alerts,
      generatedAt: new Date().toISOString(),
    };
  },
});
