import sql from 'sql-template-tag';
import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { assetScope, tenantScope, type Caller } from '../auth/tenancy';
import { inAssetGroup } from '../repos/assetGroups';
import { badRequest } from '../http/errors';
import { findOwnedAsset } from '../repos/ownedAsset';
import { fleetPositions, lastPositionsAt } from '../repos/positionSeries';
import { hourMs, requestedPeriod, type Period } from '../http/reportPeriod';

/** The caller's assets (of one tenant for a SysAdmin who names it, of one group when asked) by their columns. */
const fleetScope = (caller: Caller, query: { tenantId?: string; groupId?: string }, tenantColumn: string, assetColumn: string) =>
  sql`${tenantScope(caller, tenantColumn, query.tenantId)} and ${assetScope(caller, assetColumn)}
    and ${query.groupId ? inAssetGroup(caller, assetColumn, query.groupId) : sql`true`}`;

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
    return fleetPositions(db, fleetScope(caller, query, 'tenant_id', 'asset_id'), period, { ...query, maxRows: config.responseMaxRows });
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
      fleetScope(caller, query, 'assets.tenant_id', 'assets.id'),
      { since, at },
      { maxRows: config.responseMaxRows, assetId: query.assetId },
    );
  },
});
