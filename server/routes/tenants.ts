import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { notFound } from '../http/errors';
import { listRows, searchCondition, type ListParams } from '../http/listQuery';
import type { Queryable } from '../db/engine';

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

async function findTenant(db: Queryable, id: string) {
  const [row] = await db.query<TenantRow>(sql`select ${columns} from tenants t where t.id = ${id}`);
  if (!row) throw notFound('Tenant');
  return toTenant(row);
}

/** Tenants: the organisations using the product, managed by a SysAdmin only (see x-roles). */
export const tenantRoutes: RouteModule = ({ db }) => ({
  async listTenants(request, reply) {
    const params = request.query as ListParams;
    const rows = await listRows<TenantRow>(db, reply, {
      columns,
      from: sql`tenants t`,
      where: searchCondition(params.query, ['t.name', 't.contact_name', 't.contact_email']),
      sortable: { name: 'name', createdAt: 'created_at', userCount: 'user_count', assetCount: 'asset_count' },
      defaultSort: 'name',
    }, params);
    return rows.map(toTenant);
  },

  getTenant: (request) => findTenant(db, (request.params as { id: string }).id),

  async createTenant(request) {
    const body = request.body as Schema<'TenantInput'>;
    const [{ id }] = await db.query<{ id: string }>(sql`insert into tenants (name, contact_name, contact_email, contact_phone, address)
      values (${body.name.trim()}, ${body.contactName ?? null}, ${body.contactEmail ?? null}, ${body.contactPhone ?? null},
        ${body.address ?? null}) returning id`);
    return findTenant(db, id);
  },

  async updateTenant(request) {
    const { id } = request.params as { id: string };
    const body = request.body as Schema<'TenantInput'>;
    const updated = await db.query(sql`update tenants set name = ${body.name.trim()}, contact_name = ${body.contactName ?? null},
      contact_email = ${body.contactEmail ?? null}, contact_phone = ${body.contactPhone ?? null}, address = ${body.address ?? null}
      where id = ${id} returning id`);
    if (!updated.length) throw notFound('Tenant');
    return findTenant(db, id);
  },

  async deleteTenant(request) {
    const { id } = request.params as { id: string };
    await findTenant(db, id);
    // Users, assets, devices and the rest still referencing it answer 409/3103 (see mapDbError).
    await db.query(sql`delete from tenants where id = ${id}`);
    return { message: 'Deleted.' };
  },
});
