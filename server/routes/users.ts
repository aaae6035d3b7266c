import { randomBytes } from 'node:crypto';
import type { RouteModule } from '../http/operations';
import type { Queryable } from '../db/engine';
import { callerOf } from '../auth/guard';
import { badRequest, forbidden } from '../http/errors';
import { deleted, sendPage } from '../http/operations';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { assignableRoles, roleDescriptions, type Role } from '../auth/roles';
import { assertSameTenant, isSysAdmin, tenantForWrite, type Caller } from '../auth/tenancy';
import { mayBeLimited } from '../../src/domain/groupLimits';
import { deleteUser, findSelf, findUser, insertUser, listUsers, setUserGroups, toUser, updateUser } from '../repos/users';
import { countTenantGroups } from '../repos/assetGroups';
import { tenantNames } from '../repos/tenants';
import { emailConflict, isEmailClash } from '../repos/userEmails';

/** A write whose e-mail address another user has answers what the caller may know of that user. */
async function explainingEmailClash<T>(db: Queryable, caller: Caller, email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isEmailClash(error)) throw error;
    throw await emailConflict(db, caller, email);
  }
}

/** The role may be handed out by the caller, and a user is placed in a tenant unless SysAdmin. */
async function placement(db: Queryable, caller: Caller, role: Role, tenantId: string | null | undefined) {
  if (!assignableRoles(caller.role).includes(role)) throw forbidden('You cannot give this role.');
  if (role === 'SysAdmin') return null;
  const tenant = tenantForWrite(caller, tenantId);
  await assertSameTenant(db, 'tenants', tenant, tenant, 'tenantId');
  return tenant;
}

/**
 * The asset groups a user is limited to: only an Operator or a Viewer is (an Admin manages the whole
 * tenant), and only to groups of its own tenant. Another tenant's group does not exist.
 */
async function groupLimitation(db: Queryable, role: Role, tenantId: string | null, groupIds: string[]): Promise<string[]> {
  if (!groupIds.length) return [];
  if (!mayBeLimited(role)) throw badRequest('groupIds', 'Only an Operator or a Viewer can be limited to groups.');
  if (!tenantId || (await countTenantGroups(db, groupIds, tenantId)) !== groupIds.length) throw badRequest('groupIds', 'Does not exist.');
  return groupIds;
}

/** Users of a tenant; an Admin manages its own tenant's users, a SysAdmin everyone's. */
export const userRoutes: RouteModule = ({ db, config, tokens }) => ({
  getCurrentUser: async (request) => toUser(await findSelf(db, callerOf(request).userId)),

  listUsers: async (request, reply) => sendPage(reply, await listUsers(db, callerOf(request), request.query, config.responseMaxRows)),

  async listRoles(request) {
    return assignableRoles(callerOf(request).role).map((id) => ({ id, ...roleDescriptions[id] }));
  },

  listUserTenants: (request) => tenantNames(db, callerOf(request)),

  getUser: async (request) => toUser(await findUser(db, callerOf(request), request.params.id)),

  async createUser(request) {
    const caller = callerOf(request);
    const { body } = request;
    const tenantId = await placement(db, caller, body.role, body.tenantId);
    const groupIds = await groupLimitation(db, body.role, tenantId, body.groupIds ?? []);
    if (body.password) {
      const problem = passwordProblem(body.password, body.email);
      if (problem) throw badRequest('password', problem);
    }
    // Without a chosen password the user gets a temporary one, to be changed at first sign-in.
    const temporaryPassword = body.password ? null : randomBytes(9).toString('base64url');
    const hash = await hashPassword(body.password ?? (temporaryPassword as string));
    const id = await explainingEmailClash(db, caller, body.email, () =>
      db.transaction(async (tx) => {
        const created = await insertUser(tx, tenantId, body, { hash, mustChange: temporaryPassword !== null });
        await setUserGroups(tx, created, groupIds);
        return created;
      }),
    );
    return { user: toUser(await findUser(db, caller, id)), temporaryPassword };
  },

  async updateUser(request) {
    const caller = callerOf(request);
    const { id } = request.params;
    const { body } = request;
    const existing = await findUser(db, caller, id);
    if (id === caller.userId && body.role !== existing.role) throw forbidden('You cannot change your own role.');
    const tenantId = await placement(db, caller, body.role, isSysAdmin(caller) ? body.tenantId : existing.tenant_id);
    // Left out, the limitation stays (a client that does not know it never widens the user's reach),
    // unless the new role is one that is never limited.
    const groupIds = await groupLimitation(db, body.role, tenantId, body.groupIds ?? (mayBeLimited(body.role) ? existing.group_ids : []));
    // A new role or tenant ends the user's sessions: tokens carrying the old one stop working at once.
    const moved = body.role !== existing.role || tenantId !== existing.tenant_id;
    await explainingEmailClash(db, caller, body.email, () =>
      db.transaction(async (tx) => {
        await updateUser(tx, id, tenantId, body);
        await setUserGroups(tx, id, groupIds);
        if (moved) await tokens.revokeUser(tx, id);
      }),
    );
    if (moved) await tokens.announceRevoked(id);
    return toUser(await findUser(db, caller, id));
  },

  async deleteUser(request) {
    const caller = callerOf(request);
    const { id } = request.params;
    if (id === caller.userId) throw forbidden('You cannot delete your own account.');
    const existing = await findUser(db, caller, id);
    if (!assignableRoles(caller.role).includes(existing.role)) throw forbidden();
    await deleteUser(db, id);
    // Tokens of a user who no longer exists are refused; this makes every instance notice at once.
    await tokens.announceRevoked(id);
    return deleted;
  },
});
