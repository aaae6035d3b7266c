import type { RouteModule } from '../http/operations';
import { deleted, sendPage } from '../http/operations';
import { deleteTenant, findTenant, insertTenant, listTenants, updateTenant } from '../repos/tenants';

/** Tenants: the organisations using the product, managed by a SysAdmin only (see x-roles). */
export const tenantRoutes: RouteModule = ({ db, config }) => ({
  listTenants: async (request, reply) => sendPage(reply, await listTenants(db, request.query, config.responseMaxRows)),
  getTenant: (request) => findTenant(db, request.params.id),
  createTenant: async (request) => findTenant(db, await insertTenant(db, request.body)),

  async updateTenant(request) {
    await updateTenant(db, request.params.id, request.body);
    return findTenant(db, request.params.id);
  },

  async deleteTenant(request) {
    await deleteTenant(db, request.params.id);
    return deleted;
  },
});
