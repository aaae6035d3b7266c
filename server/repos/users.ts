import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import type { Role } from '../auth/roles';
import { tenantScope, type Caller } from '../auth/tenancy';
import { notFound } from '../http/errors';
import { listRows, mapPage, searchCondition, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import { insertRows } from './rowWrites';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  tenant_id: string | null;
  tenant_name: string | null;
  must_change_password: boolean;
  last_login_at: Date | null;
  created_at: Date;
  password_hash: string;
  session_version: number;
  group_ids: string[];
}

export const userColumns = sql`u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.tenant_id, t.name as tenant_name,
  u.must_change_password, u.last_login_at, u.created_at, u.password_hash, u.session_version,
  coalesce((select jsonb_agg(ug.group_id order by ug.group_id) from user_asset_groups ug where ug.user_id = u.id), '[]'::jsonb) as group_ids`;
export const userFrom = sql`users u left join tenants t on t.id = u.tenant_id`;

export const selectUser = (where: Sql) => sql`select ${userColumns} from ${userFrom} where ${where}`;

export const toUser = (row: UserRow): Schema<'User'> => ({
  id: row.id,
  email: row.email,
  fullName: { firstName: row.first_name, lastName: row.last_name },
  phone: row.phone,
  role: row.role,
  tenantId: row.tenant_id,
  tenantName: row.tenant_name,
  mustChangePassword: row.must_change_password,
  lastLoginAt: row.last_login_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  groupIds: row.group_ids,
});

/** What an access token says of the user. */
export const tokenUser = (row: UserRow) => ({ id: row.id, role: row.role, tenantId: row.tenant_id, sessionVersion: row.session_version });

/** E-mail addresses are stored and compared in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const sortable = sortableFields<'listUsers'>({
  email: 'email',
  role: 'role',
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
  tenantName: 'tenant_name',
  'fullName.firstName': 'first_name',
  'fullName.lastName': 'last_name',
});

export interface UserFilters extends ListParams {
  role?: Role;
  tenantId?: string;
}

export const listUsers = async (db: Queryable, caller: Caller, filters: UserFilters, maxRows: number): Promise<Page<Schema<'User'>>> =>
  mapPage(
    await listRows<UserRow>(
      db,
      {
        columns: userColumns,
        from: userFrom,
        where: [
          tenantScope(caller, 'u.tenant_id', filters.tenantId),
          ...(filters.role ? [sql`u.role = ${filters.role}`] : []),
          ...searchCondition(filters.query, ['u.email', 'u.first_name', 'u.last_name', "u.first_name || ' ' || u.last_name"]),
        ],
        sortable,
        defaultSort: 'email',
      },
      filters,
      maxRows,
    ),
    toUser,
  );

/** The user when the caller may see them (their tenant's, or anyone for a SysAdmin); 404 otherwise. */
export async function findUser(db: Queryable, caller: Caller, id: string): Promise<UserRow> {
  const [row] = await db.query<UserRow>(selectUser(sql`u.id = ${id} and ${tenantScope(caller, 'u.tenant_id')}`));
  if (!row) throw notFound('User');
  return row;
}

/** The account of an id, whatever its tenant; undefined when there is none (any more). */
export async function userById(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(selectUser(sql`u.id = ${userId}`));
  return row;
}

/** The e-mail address of an account, whatever its tenant (the audit log names actors by it). */
export async function userEmail(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>(sql`select email from users where id = ${userId}`);
  return row?.email ?? null;
}

/** The account's own row, whatever its tenant. */
export async function findSelf(db: Queryable, userId: string): Promise<UserRow> {
  const row = await userById(db, userId);
  if (!row) throw notFound('User');
  return row;
}

/** The account of an e-mail address (normalized, see normalizeEmail), whatever its tenant. */
export async function userByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(selectUser(sql`u.email = ${email}`));
  return row;
}

export async function recordSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(sql`update users set last_login_at = now() where id = ${userId}`);
}

/** A new password hash, which also ends the duty to change the password at the next sign-in. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(sql`update users set password_hash = ${passwordHash}, must_change_password = false,
    updated_at = now() where id = ${userId}`);
}

export async function insertUser(
  db: Queryable,
  tenantId: string | null,
  input: Schema<'UserCreate'>,
  password: { hash: string; mustChange: boolean },
): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(sql`insert into users
    (tenant_id, email, first_name, last_name, phone, role, password_hash, must_change_password)
    values (${tenantId}, ${normalizeEmail(input.email)}, ${input.fullName.firstName.trim()}, ${input.fullName.lastName.trim()},
      ${input.phone ?? null}, ${input.role}, ${password.hash}, ${password.mustChange}) returning id`);
  return id;
}

export async function updateUser(db: Queryable, id: string, tenantId: string | null, input: Schema<'UserUpdate'>): Promise<void> {
  await db.query(sql`update users set email = ${normalizeEmail(input.email)}, first_name = ${input.fullName.firstName.trim()},
    last_name = ${input.fullName.lastName.trim()}, phone = ${input.phone ?? null}, role = ${input.role},
    tenant_id = ${tenantId}, updated_at = now() where id = ${id}`);
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query(sql`delete from users where id = ${id}`);
}

/** The role given by the groups of a single sign-on. */
export async function setUserRole(db: Queryable, userId: string, role: Role): Promise<void> {
  await db.query(sql`update users set role = ${role}, updated_at = now() where id = ${userId}`);
}

/** The asset groups a user is limited to, replaced; none, not limited (see assetScope). */
export async function setUserGroups(db: Queryable, userId: string, groupIds: string[]): Promise<void> {
  await db.query(sql`delete from user_asset_groups where user_id = ${userId}`);
  await insertRows(
    db,
    'user_asset_groups',
    groupIds.map((groupId) => ({ user_id: userId, group_id: groupId })),
  );
}
