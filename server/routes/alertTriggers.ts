import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { alertTriggerRecords } from '../repos/alertTriggers';
import { isVisibleGroup, visibleAssets } from '../repos/ownedAsset';
import { badRequest } from '../http/errors';
import type { Caller } from '../auth/tenancy';
import type { Schema } from '../contract';

/** Alert rules (triggers): which geofence event or speed limit alerts, for which assets, to whom. */
export const alertTriggerRoutes: RouteModule = ({ db, config }) => {
  const triggers = tenantRecords(db, alertTriggerRecords);
  /** A user limited to some groups watches only what they may see: the tenant check alone would let them name any. */
  async function assertWatchable(caller: Caller, input: Schema<'AlertTriggerInput'>) {
    if (input.groupId && !(await isVisibleGroup(db, caller, input.groupId))) throw badRequest('groupId', 'Does not exist.');
    const assetIds = [...new Set(input.assetIds ?? [])];
    if (assetIds.length && (await visibleAssets(db, caller, assetIds)).length !== assetIds.length)
      throw badRequest('assetIds', 'Every asset must be one of yours.');
  }
  return {
    listAlertTriggers: async (request, reply) =>
      sendPage(reply, await triggers.list(callerOf(request), request.query, config.responseMaxRows)),
    getAlertTrigger: (request) => triggers.find(callerOf(request), request.params.id),
    async createAlertTrigger(request) {
      await assertWatchable(callerOf(request), request.body);
      return triggers.create(callerOf(request), request.body);
    },
    async updateAlertTrigger(request) {
      await assertWatchable(callerOf(request), request.body);
      return triggers.update(callerOf(request), request.params.id, request.body);
    },
    async deleteAlertTrigger(request) {
      // Alerts it fired stay (on delete set null).
      await triggers.remove(callerOf(request), request.params.id);
      return deleted;
    },
  };
};
