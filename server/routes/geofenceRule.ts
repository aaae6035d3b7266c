import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { badRequest } from '../http/errors';
import { assertSameTenant, isSysAdmin, type Caller } from '../auth/tenancy';
import { geofenceRule, saveGeofenceRule } from '../repos/geofenceRules';
import type { Queryable } from '../db/engine';

/** The settings are per tenant: a SysAdmin names the tenant, everyone else gets their own. */
async function ruleTenant(db: Queryable, caller: Caller, requested: string | undefined): Promise<string> {
  if (!isSysAdmin(caller)) return caller.tenantId as string;
  if (!requested) throw badRequest('tenantId', 'This field is required.');
  await assertSameTenant(db, 'tenants', requested, requested, 'tenantId');
  return requested;
}

/** The tenant-wide switch and mail delivery of geofence alerts; the rules themselves are alert triggers. */
export const geofenceRuleRoutes: RouteModule = ({ db }) => ({
  getGeofenceRule: async (request) => geofenceRule(db, await ruleTenant(db, callerOf(request), request.query.tenantId)),

  updateGeofenceRule: async (request) =>
    saveGeofenceRule(db, await ruleTenant(db, callerOf(request), request.query.tenantId), request.body),
});
