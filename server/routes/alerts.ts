import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { callerOf } from '../auth/guard';
import { notFound } from '../http/errors';
import { searchCondition, type ListParams } from '../http/listQuery';
import { findOwned, tenantScope } from '../auth/tenancy';
import { listPage } from '../repos/pagedList';
import { alertColumns, alertFrom, selectAlerts, toAlert, type AlertRow } from '../repos/alerts';

interface AlertFilters extends ListParams {
  unread?: boolean;
  assetId?: string;
  type?: Schema<'AlertType'>;
  from?: string;
  to?: string;
  tenantId?: string;
}

const filterConditions = (filters: AlertFilters) => [
  ...(filters.unread ? [sql`not a.is_read`] : []),
  ...(filters.assetId ? [sql`a.asset_id = ${filters.assetId}`] : []),
  ...(filters.type ? [sql`a.type = ${filters.type}`] : []),
  // A period needs both ends; one alone is ignored, as the contract says.
  ...(filters.from && filters.to ? [sql`a.time >= ${filters.from} and a.time < ${filters.to}`] : []),
  ...searchCondition(filters.query, ['s.name', 'a.message']),
];

/** Triggered alerts: made by the telemetry engine, read and marked read here. */
export const alertRoutes: RouteModule = ({ db }) => ({
  async listAlerts(request, reply) {
    const filters = request.query as AlertFilters;
    // Newest first unless the caller sorts otherwise.
    const rows = await listPage<AlertRow>(db, reply, {
      columns: alertColumns,
      from: alertFrom,
      where: [tenantScope(callerOf(request), 'a.tenant_id', filters.tenantId), ...filterConditions(filters)],
      sortable: { time: 'a.time', type: 'a.type', assetName: 's.name', geofenceName: 'g.name', isRead: 'a.is_read' },
      defaultSort: 'time',
      id: 'a.id',
    }, { ...filters, order: filters.order ?? (filters.sort ? undefined : 'desc') });
    return rows.map(toAlert);
  },

  async updateAlert(request) {
    const caller = callerOf(request);
    const { id } = request.params as { id: string };
    const { isRead } = request.body as Schema<'AlertUpdate'>;
    const updated = await db.query(sql`update alerts set is_read = ${isRead} where id = ${id} and ${tenantScope(caller)} returning id`);
    if (!updated.length) throw notFound('Alert');
    return toAlert(await findOwned<AlertRow>(db, selectAlerts(sql`a.id = ${id}`), 'Alert'));
  },
});
