import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { sendPage } from '../http/operations';
import { findOwnedAsset } from '../repos/ownedAsset';
import { movementReport } from '../repos/movement';
import { findAsset } from '../repos/assets';
import { assetAlertsIn } from '../repos/alerts';
import { latestTripsIn, listAssetTrips } from '../repos/trips';
import { dayMs, reportPeriod, requestedPeriod } from '../http/reportPeriod';

/** Movement and the asset report cover the last week unless a period is asked for (see the contract). */
const defaultReportMs = 7 * dayMs;
/** Movement is read from trips, a row a day: a year at most, so that one answer stays small. */
const movementMaxDays = 366;
const reportTripLimit = 100;
const reportAlertLimit = 20;

/** The trip list, movement report and one-page asset report, read from the stored trips. */
export const reportRoutes: RouteModule = ({ db, config }) => ({
  async listAssetTrips(request, reply) {
    const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
    const page = await listAssetTrips(db, asset.id, requestedPeriod(request.query), request.query, config.responseMaxRows);
    return sendPage(reply, page);
  },

  async getMovementReport(request) {
    const period = reportPeriod(request.query, defaultReportMs, movementMaxDays);
    const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
    return movementReport(db, asset.id, period);
  },

  async getAssetReport(request): Promise<Schema<'AssetReport'>> {
    const { body } = request;
    const period = reportPeriod(body, defaultReportMs, movementMaxDays);
    const asset = await findAsset(db, callerOf(request), body.id);
    const [movement, trips, alerts] = await Promise.all([
      movementReport(db, asset.id, period),
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
