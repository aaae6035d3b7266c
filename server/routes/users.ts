import { randomBytes } from 'node:crypto';
import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { callerOf } from '../auth/guard';
import { badRequest, forbidden, notFound } from '../http/errors';
import { listRows, searchCondition, type ListParams } from '../http/listQuery';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { assignableRoles, roleDescriptions, type Role } from '../auth/roles';
import { assertSameTenant, isSysAdmin, tenantForWrite, tenantScope, type Caller } from '../auth/tenancy';
import { normalizeEmail, selectUser, toUser, userColumns, userFrom, type UserRow } from '../repos/users';
import type { Queryable } from '../db/engine';

const sortable = {
  email: 'email',
  role: 'role',
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
  tenantName: 'tenant_name',
  'fullName.firstName': 'first_name',
  'fullName.lastName': 'last_name',
};

/** The role may be handed out by the caller, and a user is placed in a tenant unless SysAdmin. */
async function placement(db: Queryable, caller: Caller, role: Role, tenantId: string | null | undefined) {
  if (!assignableRoles(caller.role).includes(role)) throw forbidden('You cannot give this role.');
  if (role === 'SysAdmin') return null;
  const tenant = tenantForWrite(caller, tenantId);
  await assertSameTenant(db, 'tenants', tenant, tenant, 'tenantId');
  return tenant;
}

async function findUser(db: Queryable, caller: Caller, id: string): Promise<UserRow> {
  const [row] = await db.query<UserRow>(selectUser(sql`u.id = ${id} and ${tenantScope(caller, 'u.tenant_id')}`));
  if (!row) throw notFound('User');
  return row;
}

/** Users of a tenant; an Admin manages its own tenant's users, a SysAdmin everyone's. */
export const userRoutes: RouteModule = ({ db, tokens }) => ({
  async getCurrentUser(request) {
    const [row] = await db.query<UserRow>(selectUser(sql`u.id = ${callerOf(request).userId}`));
    if (!row) throw notFound('User');
    return toUser(row);
  },

  async listUsers(request, reply) {
    const caller = callerOf(request);
    const params = request.query as ListParams & { role?: Role; tenantId?: string };
    const rows = await listRows<UserRow>(db, reply, {
      columns: userColumns,
      from: userFrom,
      where: [
        tenantScope(caller, 'u.tenant_id', params.tenantId),
        ...(params.role ? [sql`u.role = ${params.role}`] : []),
        ...searchCondition(params.query, ['u.email', 'u.first_name', 'u.last_name', "u.first_name || ' ' || u.last_name"]),
      ],
      sortable,
      defaultSort: 'email',
    }, params);
    return rows.map(toUser);
  },

  async listRoles(request) {
    return assignableRoles(callerOf(request).role).map((id) => ({ id, ...roleDescriptions[id] }));
  },

  async listUserTenants(request) {
    return db.query(sql`select id, name from tenants where ${tenantScope(callerOf(request), 'id')} order by name`);
  },

  async getUser(request) {
    return toUser(await findUser(db, callerOf(request), (request.params as { id: string }).id));
  },

  async createUser(request) {
    const caller = callerOf(request);
    const body = request.body as Schema<'UserCreate'>;
    const tenantId = await placement(db, caller, body.role, body.tenantId);
    if (body.password) {
      const problem = passwordProblem(body.password);
      if (problem) throw badRequest('password', problem);
    }
    // Without a chosen password the user gets a temporary one, to be changed at first sign-in.
    const temporaryPassword = body.password ? null : randomBytes(9).toString('base64url');
    const [{ id }] = await db.query<{ id: string }>(sql`insert into users
      (tenant_id, email, first_name, last_name, phone, role, password_hash, must_change_password)
      values (${tenantId}, ${normalizeEmail(body.email)}, ${body.fullName.firstName.trim()}, ${body.fullName.lastName.trim()},
        ${body.phone ?? null}, ${body.role}, ${await hashPassword(body.password ?? (temporaryPassword as string))},
        ${temporaryPassword !== null}) returning id`);
    return { user: toUser(await findUser(db, caller, id)), temporaryPassword };
  },

  async updateUser(request) {
    const caller = callerOf(request);
    const { id } = request.params as { id: string };
    const body = request.body as Schema<'UserUpdate'>;
    const existing = await findUser(db, caller, id);
    if (id === caller.userId && body.role !== existing.role) throw badRequest('role', 'You cannot change your own role.');
    const tenantId = await placement(db, caller, body.role, isSysAdmin(caller) ? body.tenantId : existing.tenant_id);
    await db.transaction(async (tx) => {
      await tx.query(sql`update users set email = ${normalizeEmail(body.email)}, first_name = ${body.fullName.firstName.trim()},
        last_name = ${body.fullName.lastName.trim()}, phone = ${body.phone ?? null}, role = ${body.role},
        tenant_id = ${tenantId}, updated_at = now() where id = ${id}`);
      // A new role or tenant takes effect at the next refresh: end the old sessions.
      if (body.role !== existing.role || tenantId !== existing.tenant_id) await tokens.revokeUser(tx, id);
    });
    return toUser(await findUser(db, caller, id));
  },

  async deleteUser(request) {
    const caller = callerOf(request);
    const { id } = request.params as { id: string };
    if (id === caller.userId) throw forbidden('You cannot delete your own account.');
    const existing = await findUser(db, caller, id);
    if (!assignableRoles(caller.role).includes(existing.role)) throw forbidden();
    await db.query(sql`delete from users where id = ${id}`);
    return { message: 'Deleted.' };
  },
});
