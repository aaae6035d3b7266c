import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { sendPage } from '../http/operations';
import { findOwnedAsset } from '../repos/ownedAsset';
import { movementReport } from '../repos/movement';
import { findAsset } from '../repos/assets';
import { assetAlertsIn } from '../repos/alerts';
import { farthestAssets, latestTripsIn, listAssetTrips } from '../repos/trips';
import { dayMs, knownTimeZone, reportPeriod, requestedPeriod } from '../http/reportPeriod';

/** Movement and the asset report cover the last week unless a period is asked for (see the contract). */
const defaultReportMs = 7 * dayMs;
/** Movement is read from trips, a row a day: a year at most, so that one answer stays small. */
const movementMaxDays = 366;
const reportTripLimit = 100;
const reportAlertLimit = 20;

/** The trip list, movement report, one-page asset report and the fleet's farthest assets, read from the stored trips. */
export const reportRoutes: RouteModule = ({ db, config }) => ({
  async getFleetDistances(request) {
    const { query } = request;
    const period = reportPeriod(query, dayMs, movementMaxDays);
    return farthestAssets(db, callerOf(request), period, { limit: query.limit ?? 5, tenantId: query.tenantId, groupId: query.groupId });
  },

  async listAssetTrips(request, reply) {
    const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
    const page = await listAssetTrips(db, asset.id, requestedPeriod(request.query), request.query, config.responseMaxRows);
    return sendPage(reply, page);
  },

  async getMovementReport(request) {
    const period = reportPeriod(request.query, defaultReportMs, movementMaxDays);
    const timeZone = knownTimeZone(request.query.timeZone ?? 'UTC');
    const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
    return movementReport(db, asset.id, period, timeZone);
  },

  async getAssetReport(request): Promise<Schema<'AssetReport'>> {
    const { body } = request;
    const period = reportPeriod(body, defaultReportMs, movementMaxDays);
    const timeZone = knownTimeZone(body.timeZone ?? 'UTC');
    const asset = await findAsset(db, callerOf(request), body.id);
    const [movement, trips, alerts] = await Promise.all([
      movementReport(db, asset.id, period, timeZone),
      latestTripsIn(db, asset.id, period, reportTripLimit),
      assetAlertsIn(db, asset.id, period, reportAlertLimit),
    ]);
    return {
      asset: JSON.parse(asset.json) as Schema<'Asset'>,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      movement,
      trips,
      ...alerts,
      generatedAt: new Date().toISOString(),
    };
  },
});
