import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import type { Role } from '../auth/roles';
import { findOwned, tenantScope, type Caller } from '../auth/tenancy';
import { listRows, mapPage, searchCondition, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';

interface ApiKeyRow {
  id: string;
  tenant_id: string;
  name: string;
  role: Role;
  prefix: string;
  allowed_addresses: string[];
  expires_at: Date;
  created_at: Date;
  created_by_email: string | null;
  owner_email: string | null;
  last_used_at: Date | null;
  last_used_address: string | null;
  revoked_at: Date | null;
  suspended_at: Date | null;
}

const columns = sql`k.id, k.tenant_id, k.name, k.role, k.prefix, k.allowed_addresses, k.expires_at, k.created_at,
  u.email as created_by_email, o.email as owner_email, k.last_used_at, k.last_used_address, k.revoked_at, k.suspended_at`;
const from = sql`api_keys k left join users u on u.id = k.created_by left join users o on o.id = k.owner_id`;

const sortable = sortableFields<'listApiKeys'>({
  name: 'name',
  role: 'role',
  createdAt: 'created_at',
  expiresAt: 'expires_at',
  lastUsedAt: 'last_used_at',
});

const toApiKey = (row: ApiKeyRow): Schema<'ApiKey'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  role: row.role,
  prefix: row.prefix,
  allowedAddresses: row.allowed_addresses,
  expiresAt: row.expires_at.toISOString(),
  createdAt: row.created_at.toISOString(),
  createdBy: row.created_by_email,
  owner: row.owner_email,
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  lastUsedAddress: row.last_used_address,
  revokedAt: row.revoked_at?.toISOString() ?? null,
  suspendedAt: row.suspended_at?.toISOString() ?? null,
});

/** The tenant's keys, personal ones included; with `ownerId`, that user's personal keys only. */
export async function listApiKeys(
  db: Queryable,
  caller: Caller,
  params: ListParams & { tenantId?: string; ownerId?: string },
  maxRows: number,
): Promise<Page<Schema<'ApiKey'>>> {
  const ordered = { ...params, sort: params.sort ?? 'createdAt', order: params.sort ? params.order : ('desc' as const) };
  return mapPage(
    await listRows<ApiKeyRow>(
      db,
      {
        columns,
        from,
        where: [
          tenantScope(caller, 'k.tenant_id', params.tenantId),
          ...(params.ownerId ? [sql`k.owner_id = ${params.ownerId}`] : []),
          ...searchCondition(params.query, ['k.name', 'k.prefix']),
        ],
        sortable,
        defaultSort: 'createdAt',
      },
      ordered,
      maxRows,
    ),
    toApiKey,
  );
}

export const findApiKey = async (db: Queryable, caller: Caller, id: string) =>
  toApiKey(
    await findOwned<ApiKeyRow>(
      db,
      sql`select ${columns} from ${from} where k.id = ${id} and ${tenantScope(caller, 'k.tenant_id')}`,
      'API key',
    ),
  );

export interface NewApiKeyRow {
  tenantId: string;
  name: string;
  role: Role;
  prefix: string;
  secretHash: string;
  allowedAddresses: string[];
  expiresAt: string;
  createdBy: string | null;
  /** The user a personal key belongs to; null for the tenant's keys. */
  ownerId: string | null;
}

export async function insertApiKey(db: Queryable, key: NewApiKeyRow): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(sql`insert into api_keys (tenant_id, name, role, prefix, secret_hash, allowed_addresses,
      expires_at, created_by, owner_id)
    values (${key.tenantId}, ${key.name}, ${key.role}, ${key.prefix}, ${key.secretHash}, ${key.allowedAddresses}, ${key.expiresAt},
      ${key.createdBy}, ${key.ownerId}) returning id`);
  return id;
}

/**
 * Answers whether the caller's tenant has the key (revoking twice is no error: it stays revoked); with
 * `ownerId`, only that user's personal key.
 */
export async function revokeApiKey(db: Queryable, caller: Caller, id: string, ownerId?: string): Promise<boolean> {
  const rows = await db.query(sql`update api_keys set revoked_at = coalesce(revoked_at, now())
    where id = ${id} and ${tenantScope(caller)} ${ownerId ? sql`and owner_id = ${ownerId}` : sql``} returning id`);
  return rows.length > 0;
}

/** Suspends the user's personal keys (their provider refused them), or lets them work again (it signed them in). */
export async function suspendPersonalApiKeys(db: Queryable, ownerId: string, suspended: boolean): Promise<void> {
  await db.query(sql`update api_keys set suspended_at = ${suspended ? sql`coalesce(suspended_at, now())` : sql`null`}
    where owner_id = ${ownerId}`);
}

export async function apiKeyName(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(sql`select name from api_keys where id = ${id}`);
  return row?.name ?? null;
}

/**
 * A key that may be used now, by the hash of its secret; a personal key with its owner's current role
 * (a deleted owner took the key with them).
 */
export async function usableApiKey(db: Queryable, secretHash: string) {
  const [row] = await db.query<{
    id: string;
    tenant_id: string;
    role: Role;
    allowed_addresses: string[];
    created_by: string | null;
    owner_id: string | null;
    owner_role: Role | null;
  }>(sql`
    select k.id, k.tenant_id, k.role, k.allowed_addresses, k.created_by, k.owner_id, o.role as owner_role
    from api_keys k left join users o on o.id = k.owner_id and o.tenant_id = k.tenant_id
    where k.secret_hash = ${secretHash} and k.revoked_at is null and k.suspended_at is null and k.expires_at > now()`);
  return row;
}

/** Notes the key's last use; at most once a minute from one address, so that a busy key does not write on every call. */
export async function recordApiKeyUse(db: Queryable, id: string, address: string): Promise<void> {
  await db.query(sql`update api_keys set last_used_at = now(), last_used_address = ${address}
    where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute' or last_used_address is distinct from ${address})`);
}
