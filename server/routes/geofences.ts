import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { geofenceRecords } from '../repos/geofences';

/** Geofences: named polygons and circles of a tenant, watched by alert rules. */
export const geofenceRoutes: RouteModule = ({ db, config }) => {
  const geofences = tenantRecords(db, geofenceRecords);
  return {
    listGeofences: async (request, reply) =>
      sendPage(reply, await geofences.list(callerOf(request), request.query, config.responseMaxRows)),
    getGeofence: (request) => geofences.find(callerOf(request), request.params.id),
    createGeofence: (request) => geofences.create(callerOf(request), request.body),
    updateGeofence: (request) => geofences.update(callerOf(request), request.params.id, request.body),
    async deleteGeofence(request) {
      // The alert rules watching it go too (on delete cascade); alerts it fired stay, without it.
      await geofences.remove(callerOf(request), request.params.id);
      return deleted;
    },
  };
};
