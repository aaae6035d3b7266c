import type { RouteModule } from '../context';
import { tenantRecordHandlers } from '../repos/tenantRecords';
import { alertTriggerRecords } from '../repos/alertTriggers';

/** Alert rules (triggers): which geofence event or speed limit alerts, for which assets, to whom. */
export const alertTriggerRoutes: RouteModule = ({ db }) => {
  const triggers = tenantRecordHandlers(db, alertTriggerRecords);
  return {
    listAlertTriggers: triggers.list,
    getAlertTrigger: triggers.get,
    createAlertTrigger: triggers.create,
    updateAlertTrigger: triggers.update,
    // Alerts it fired stay (on delete set null).
    deleteAlertTrigger: triggers.remove,
  };
};
