import sql from 'sql-template-tag';
import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { assetScope, tenantScope } from '../auth/tenancy';
import { badRequest } from '../http/errors';
import { findOwnedAsset } from '../repos/ownedAsset';
import { fleetPositions, lastPositionsAt } from '../repos/positionSeries';
import { hourMs, requestedPeriod, type Period } from '../http/reportPeriod';

/** A replay window: a fleet reporting every few seconds yields millions of positions a day. */
const maxReplayMs = 6 * hourMs;

/** Recorded positions of the tenant's fleet, for replaying a period on one time slider. */
export const positionRoutes: RouteModule = ({ db, config }) => ({
  async listPositions(request) {
    const caller = callerOf(request);
    const { query } = request;
    // The contract requires both ends, so there is always a period here.
    const period = requestedPeriod(query) as Period;
    if (period.to.getTime() - period.from.getTime() > maxReplayMs) throw badRequest('to', 'Must be at most 6 hours after from.');
    if (query.assetId) await findOwnedAsset(db, caller, query.assetId);
    const scope = sql`${tenantScope(caller, 'tenant_id', query.tenantId)} and ${assetScope(caller, 'asset_id')}`;
    return fleetPositions(db, scope, period, { ...query, maxRows: config.responseMaxRows });
  },

  /** Where each asset was when a replay starts: its last position before then, searched REPORT_MAX_DAYS back. */
  async listLatestPositions(request) {
    const caller = callerOf(request);
    const { query } = request;
    const at = new Date(query.at);
    if (Number.isNaN(at.getTime())) throw badRequest('at', 'Must be a date and time.');
    if (query.assetId) await findOwnedAsset(db, caller, query.assetId);
    const since = new Date(at.getTime() - config.reportMaxDays * 24 * hourMs);
    return lastPositionsAt(
      db,
      sql`${tenantScope(caller, 'assets.tenant_id', query.tenantId)} and ${assetScope(caller, 'assets.id')}`,
      { since, at },
      { maxRows: config.responseMaxRows, assetId: query.assetId },
    );
  },
});
