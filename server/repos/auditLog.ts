import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { tenantScope, type Caller } from '../auth/tenancy';
import { listRows, mapPage, searchCondition, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';

/** One entry as the audit hook writes it. */
export interface AuditRecord {
  tenantId: string | null;
  actorUserId: string | null;
  actorKeyId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  signInMethod: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  objectName: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
  userAgent: string | null;
}

interface AuditRow {
  id: string;
  at: Date;
  tenant_id: string | null;
  actor_user_id: string | null;
  actor_key_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  sign_in_method: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  object_name: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
  user_agent: string | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Writes the entry; without `actorEmail`, it names the actor user's e-mail now, or else the tenant key's name. */
export async function insertAuditEntry(db: Queryable, entry: AuditRecord): Promise<void> {
  await db.query(sql`insert into audit_log (tenant_id, actor_user_id, actor_key_id, actor_email, actor_role, sign_in_method,
      action, object_type, object_id, object_name, before, after, address, user_agent)
    values (${entry.tenantId}, ${entry.actorUserId}, ${entry.actorKeyId},
      coalesce(${entry.actorEmail}, (select u.email from users u where u.id = ${entry.actorUserId}),
        (select k.name from api_keys k where k.id = ${entry.actorKeyId})), ${entry.actorRole},
      ${entry.signInMethod}, ${entry.action}, ${entry.objectType}, ${entry.objectId}, ${entry.objectName},
      ${json(entry.before)} :: jsonb, ${json(entry.after)} :: jsonb, ${entry.address}, ${entry.userAgent})`);
}

const sortable = sortableFields<'listAuditLog'>({
  at: 'at',
  action: 'action',
  actorEmail: 'actor_email',
  objectType: 'object_type',
  objectName: 'object_name',
});

const toEntry = (row: AuditRow): Schema<'AuditEntry'> => ({
  id: String(row.id),
  at: row.at.toISOString(),
  tenantId: row.tenant_id,
  actorUserId: row.actor_user_id,
  actorKeyId: row.actor_key_id,
  actorEmail: row.actor_email,
  actorRole: row.actor_role,
  signInMethod: row.sign_in_method,
  action: row.action,
  objectType: row.object_type,
  objectId: row.object_id,
  objectName: row.object_name,
  before: row.before,
  after: row.after,
  address: row.address,
  userAgent: row.user_agent,
});

export interface AuditFilters extends ListParams {
  tenantId?: string;
  from?: string;
  to?: string;
  actor?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
}

/** The caller's tenant's entries (every tenant's for a SysAdmin), filtered; newest first unless sorted. */
export async function listAuditEntries(
  db: Queryable,
  caller: Caller,
  filters: AuditFilters,
  maxRows: number,
): Promise<Page<Schema<'AuditEntry'>>> {
  const where = [
    tenantScope(caller, 'tenant_id', filters.tenantId),
    ...searchCondition(filters.query, ['actor_email', 'object_name', 'object_id', 'action']),
  ];
  if (filters.from) where.push(sql`at >= ${filters.from}`);
  if (filters.to) where.push(sql`at < ${filters.to}`);
  if (filters.actor) where.push(sql`lower(actor_email) = ${filters.actor.toLowerCase()}`);
  if (filters.action) where.push(sql`action = ${filters.action}`);
  if (filters.objectType) where.push(sql`object_type = ${filters.objectType}`);
  if (filters.objectId) where.push(sql`object_id = ${filters.objectId}`);
  const params = { ...filters, sort: filters.sort ?? 'at', order: filters.sort ? filters.order : ('desc' as const) };
  return mapPage(
    await listRows<AuditRow>(
      db,
      {
        columns: sql`id, at, tenant_id, actor_user_id, actor_key_id, actor_email, actor_role, sign_in_method, action, object_type,
      object_id, object_name, before, after, address, user_agent`,
        from: sql`audit_log`,
        where,
        sortable,
        defaultSort: 'at',
      },
      params,
      maxRows,
    ),
    toEntry,
  );
}

/** Deletes the entries each tenant keeps no longer; entries of no tenant (SysAdmin's, unknown sign-ins) keep a year. */
export async function deleteExpiredAuditEntries(db: Queryable): Promise<number> {
  const deleted = await db.query(sql`delete from audit_log a where a.at < now() - make_interval(days =>
      coalesce((select t.audit_retention_days from tenants t where t.id = a.tenant_id), 365)) returning a.id`);
  return deleted.length;
}

export async function auditRetentionDays(db: Queryable, tenantId: string): Promise<number | undefined> {
  const [row] = await db.query<{ days: number }>(sql`select audit_retention_days as days from tenants where id = ${tenantId}`);
  return row?.days;
}

/** Answers whether the tenant exists. */
export async function setAuditRetentionDays(db: Queryable, tenantId: string, days: number): Promise<boolean> {
  return (await db.query(sql`update tenants set audit_retention_days = ${days} where id = ${tenantId} returning id`)).length > 0;
}
