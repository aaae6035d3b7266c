import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { notFound } from '../http/errors';
import { listRows, mapPage, searchCondition, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import { tenantScope, type Caller } from '../auth/tenancy';

interface TenantRow {
  id: string;
  name: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
  user_count: number;
  asset_count: number;
  created_at: Date;
}

const columns = sql`t.id, t.name, t.contact_name, t.contact_email, t.contact_phone, t.address, t.created_at,
  (select count(*) from users u where u.tenant_id = t.id) :: int as user_count,
  (select count(*) from assets a where a.tenant_id = t.id) :: int as asset_count`;

const sortable = sortableFields<'listTenants'>({
  name: 'name',
  contactName: 'contact_name',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  userCount: 'user_count',
  assetCount: 'asset_count',
  createdAt: 'created_at',
});

const toTenant = (row: TenantRow): Schema<'Tenant'> => ({
  id: row.id,
  name: row.name,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  address: row.address,
  userCount: row.user_count,
  assetCount: row.asset_count,
  createdAt: row.created_at.toISOString(),
});

export const listTenants = async (db: Queryable, params: ListParams, maxRows: number): Promise<Page<Schema<'Tenant'>>> =>
  mapPage(
    await listRows<TenantRow>(
      db,
      {
        columns,
        from: sql`tenants t`,
        where: searchCondition(params.query, ['t.name', 't.contact_name', 't.contact_email']),
        sortable,
        defaultSort: 'name',
      },
      params,
      maxRows,
    ),
    toTenant,
  );

export async function findTenant(db: Queryable, id: string): Promise<Schema<'Tenant'>> {
  const [row] = await db.query<TenantRow>(sql`select ${columns} from tenants t where t.id = ${id}`);
  if (!row) throw notFound('Tenant');
  return toTenant(row);
}

export async function insertTenant(db: Queryable, input: Schema<'TenantInput'>): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(sql`insert into tenants (name, contact_name, contact_email, contact_phone, address)
    values (${input.name.trim()}, ${input.contactName ?? null}, ${input.contactEmail ?? null}, ${input.contactPhone ?? null},
      ${input.address ?? null}) returning id`);
  return id;
}

export async function updateTenant(db: Queryable, id: string, input: Schema<'TenantInput'>): Promise<void> {
  const updated = await db.query(sql`update tenants set name = ${input.name.trim()}, contact_name = ${input.contactName ?? null},
    contact_email = ${input.contactEmail ?? null}, contact_phone = ${input.contactPhone ?? null}, address = ${input.address ?? null}
    where id = ${id} returning id`);
  if (!updated.length) throw notFound('Tenant');
}

export async function deleteTenant(db: Queryable, id: string): Promise<void> {
  await findTenant(db, id);
  // Users, assets, devices and the rest still referencing it answer 409/3103 (see mapDbError).
  await db.query(sql`delete from tenants where id = ${id}`);
}

/** The names of the tenants the caller may place users in: their own, or every one for a SysAdmin. */
export const tenantNames = (db: Queryable, caller: Caller) =>
  db.query<{ id: string; name: string }>(sql`select id, name from tenants where ${tenantScope(caller, 'id')} order by name`);

/** Whether the tenant requires two-factor sign-in of its users; undefined when there is no such tenant. */
export async function tenantRequiresTwoFactor(db: Queryable, id: string): Promise<boolean | undefined> {
  const [row] = await db.query<{ two_factor_required: boolean }>(sql`select two_factor_required from tenants where id = ${id}`);
  return row?.two_factor_required;
}

/** Answers whether there was such a tenant. */
export async function setTenantRequiresTwoFactor(db: Queryable, id: string, required: boolean): Promise<boolean> {
  const rows = await db.query(sql`update tenants set two_factor_required = ${required} where id = ${id} returning id`);
  return rows.length > 0;
}
