import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { alertTriggerRecords } from '../repos/alertTriggers';
import { assertVisibleTargets } from '../repos/ownedAsset';

/** Alert rules (triggers): which geofence event or speed limit alerts, for which assets, to whom. */
export const alertTriggerRoutes: RouteModule = ({ db, config }) => {
  const triggers = tenantRecords(db, alertTriggerRecords);
  return {
    listAlertTriggers: async (request, reply) =>
      sendPage(reply, await triggers.list(callerOf(request), request.query, config.responseMaxRows)),
    getAlertTrigger: (request) => triggers.find(callerOf(request), request.params.id),
    async createAlertTrigger(request) {
      // A user limited to some groups watches only what they may see: the tenant check of the record alone would let them name any.
      await assertVisibleTargets(db, callerOf(request), { groupId: request.body.groupId, assetIds: request.body.assetIds ?? [] });
      return triggers.create(callerOf(request), request.body);
    },
    async updateAlertTrigger(request) {
      await assertVisibleTargets(db, callerOf(request), { groupId: request.body.groupId, assetIds: request.body.assetIds ?? [] });
      return triggers.update(callerOf(request), request.params.id, request.body);
    },
    async deleteAlertTrigger(request) {
      // Alerts it fired stay (on delete set null).
      await triggers.remove(callerOf(request), request.params.id);
      return deleted;
    },
  };
};
