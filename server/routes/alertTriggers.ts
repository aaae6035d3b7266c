import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { alertTriggerRecords } from '../repos/alertTriggers';

/** Alert rules (triggers): which geofence event or speed limit alerts, for which assets, to whom. */
export const alertTriggerRoutes: RouteModule = ({ db, config }) => {
  const triggers = tenantRecords(db, alertTriggerRecords);
  return {
    listAlertTriggers: async (request, reply) =>
      sendPage(reply, await triggers.list(callerOf(request), request.query, config.responseMaxRows)),
    getAlertTrigger: (request) => triggers.find(callerOf(request), request.params.id),
    createAlertTrigger: (request) => triggers.create(callerOf(request), request.body),
    updateAlertTrigger: (request) => triggers.update(callerOf(request), request.params.id, request.body),
    async deleteAlertTrigger(request) {
      // Alerts it fired stay (on delete set null).
      await triggers.remove(callerOf(request), request.params.id);
      return deleted;
    },
  };
};
