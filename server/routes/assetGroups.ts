import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { assetGroupRecords } from '../repos/assetGroups';

/** Asset groups of a tenant: named sets of assets, nested, that lists and reports filter by. */
export const assetGroupRoutes: RouteModule = ({ db, config }) => {
  const groups = tenantRecords(db, assetGroupRecords);
  return {
    listAssetGroups: async (request, reply) => sendPage(reply, await groups.list(callerOf(request), request.query, config.responseMaxRows)),
    getAssetGroup: (request) => groups.find(callerOf(request), request.params.id),
    createAssetGroup: (request) => groups.create(callerOf(request), request.body),
    updateAssetGroup: (request) => groups.update(callerOf(request), request.params.id, request.body),
    async deleteAssetGroup(request) {
      await groups.remove(callerOf(request), request.params.id);
      return deleted;
    },
  };
};
