import type { RouteModule } from '../context';
import { callerOf } from '../auth/guard';
import { tenantScope } from '../auth/tenancy';
import { badRequest } from '../http/errors';
import { findOwnedAsset } from '../repos/ownedAsset';
import { fleetPositions } from '../repos/positionSeries';
import { hourMs, requestedPeriod, type Period, type PeriodQuery } from './reportPeriod';

/** A replay window: a fleet reporting every few seconds yields millions of positions a day. */
const maxReplayMs = 6 * hourMs;

interface PositionsQuery extends Required<PeriodQuery> {
  assetId?: string;
  maxPoints?: number;
  tenantId?: string;
}

/** Recorded positions of the tenant's fleet, for replaying a period on one time slider. */
export const positionRoutes: RouteModule = ({ db }) => ({
  async listPositions(request) {
    const caller = callerOf(request);
    const query = request.query as PositionsQuery;
    // The contract requires both ends, so there is always a period here.
    const period = requestedPeriod(query) as Period;
    if (period.to.getTime() - period.from.getTime() > maxReplayMs) throw badRequest('to', 'Must be at most 6 hours after from.');
    if (query.assetId) await findOwnedAsset(db, caller, query.assetId);
    return fleetPositions(db, tenantScope(caller, 'tenant_id', query.tenantId), period, query);
  },
});
