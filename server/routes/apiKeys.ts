import type { RouteModule } from '../http/operations';
import { sendPage } from '../http/operations';
import { callerOf } from '../auth/guard';
import { assertSameTenant, tenantForWrite } from '../auth/tenancy';
import { roles } from '../auth/roles';
import { apiKeyHash, checkedAddresses, newApiKey } from '../auth/apiKeys';
import { badRequest, forbidden, notFound } from '../http/errors';
import { findApiKey, insertApiKey, listApiKeys, revokeApiKey } from '../repos/apiKeys';

const maxLifetimeMs = 2 * 366 * 24 * 3_600_000;

/** Keys for integrators: made by an Admin for its tenant, shown once, revoked but never deleted. */
export const apiKeyRoutes: RouteModule = ({ db, config }) => ({
  listApiKeys: async (request, reply) => sendPage(reply, await listApiKeys(db, callerOf(request), request.query, config.responseMaxRows)),

  getApiKey: (request) => findApiKey(db, callerOf(request), request.params.id),

  async createApiKey(request) {
    const caller = callerOf(request);
    const input = request.body;
    // A key that made keys would outlive its own expiry and revocation through them.
    if (caller.keyId) throw forbidden('An API key cannot make keys.');
    if (roles.indexOf(input.role) < roles.indexOf(caller.role)) throw badRequest('role', 'Cannot be higher than your own role.');
    const expiresAt = Date.parse(input.expiresAt);
    if (expiresAt <= Date.now()) throw badRequest('expiresAt', 'Must be in the future.');
    if (expiresAt > Date.now() + maxLifetimeMs) throw badRequest('expiresAt', 'Must be at most two years ahead.');
    const tenantId = tenantForWrite(caller, input.tenantId);
    await assertSameTenant(db, 'tenants', tenantId, tenantId, 'tenantId');
    const { key, prefix } = newApiKey();
    const id = await insertApiKey(db, {
      tenantId,
      name: input.name.trim(),
      role: input.role,
      prefix,
      secretHash: apiKeyHash(key),
      allowedAddresses: checkedAddresses(input.allowedAddresses ?? []),
      expiresAt: new Date(expiresAt).toISOString(),
      createdBy: caller.userId,
    });
    return { ...(await findApiKey(db, caller, id)), key };
  },

  async revokeApiKey(request) {
    if (!(await revokeApiKey(db, callerOf(request), request.params.id))) throw notFound('API key');
    return { message: 'Revoked.' };
  },
});
