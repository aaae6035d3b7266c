import type { RouteModule } from '../http/operations';
import { sendPage } from '../http/operations';
import type { Db } from '../db/engine';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { assertSameTenant, tenantForWrite, type Caller } from '../auth/tenancy';
import { roles } from '../auth/roles';
import { apiKeyHash, checkedAddresses, newApiKey } from '../auth/apiKeys';
import { badRequest, forbidden, notFound } from '../http/errors';
import { findApiKey, insertApiKey, listApiKeys, revokeApiKey } from '../repos/apiKeys';

const dayMs = 24 * 3_600_000;
/** An integrator's key is renewed by its Admin; a personal key outlives no provider's decision by long. */
const maxLifetimeMs = { tenant: 2 * 366 * dayMs, personal: 90 * dayMs };

/** Makes a key for the tenant (`ownerId` null) or a personal one of its caller; answers it with its secret, once. */
async function makeKey(db: Db, caller: Caller, input: Schema<'ApiKeyInput'>, ownerId: string | null): Promise<Schema<'NewApiKey'>> {
  // A key that made keys would outlive its own expiry and revocation through them.
  if (caller.keyId) throw forbidden('An API key cannot make keys.');
  if (roles.indexOf(input.role) < roles.indexOf(caller.role)) throw badRequest('role', 'Cannot be higher than your own role.');
  const expiresAt = Date.parse(input.expiresAt);
  if (expiresAt <= Date.now()) throw badRequest('expiresAt', 'Must be in the future.');
  if (ownerId && expiresAt > Date.now() + maxLifetimeMs.personal) throw badRequest('expiresAt', 'Must be at most 90 days ahead.');
  if (expiresAt > Date.now() + maxLifetimeMs.tenant) throw badRequest('expiresAt', 'Must be at most two years ahead.');
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
    ownerId,
  });
  return { ...(await findApiKey(db, caller, id)), key };
}

/**
 * Keys for integrators, made by an Admin for its tenant, and personal keys a user makes to act as
 * themselves: shown once, revoked but never deleted. An Admin lists and revokes both kinds.
 */
export const apiKeyRoutes: RouteModule = ({ db, config }) => ({
  listApiKeys: async (request, reply) => sendPage(reply, await listApiKeys(db, callerOf(request), request.query, config.responseMaxRows)),

  getApiKey: (request) => findApiKey(db, callerOf(request), request.params.id),

  createApiKey: (request) => makeKey(db, callerOf(request), request.body, null),

  async revokeApiKey(request) {
    if (!(await revokeApiKey(db, callerOf(request), request.params.id))) throw notFound('API key');
    return { message: 'Revoked.' };
  },

  async listMyApiKeys(request, reply) {
    const caller = callerOf(request);
    return sendPage(reply, await listApiKeys(db, caller, { ...request.query, ownerId: caller.userId }, config.responseMaxRows));
  },

  createMyApiKey(request) {
    const caller = callerOf(request);
    return makeKey(db, caller, request.body, caller.userId);
  },

  async revokeMyApiKey(request) {
    const caller = callerOf(request);
    // Another user's key, even of the same tenant, is not the caller's to know of.
    if (!(await revokeApiKey(db, caller, request.params.id, caller.userId))) throw notFound('API key');
    return { message: 'Revoked.' };
  },
});
