import type { RouteModule } from '../context';
import { tenantRecordHandlers } from '../repos/tenantRecords';
import { geofenceRecords } from '../repos/geofences';

/** Geofences: named polygons and circles of a tenant, watched by alert rules. */
export const geofenceRoutes: RouteModule = ({ db }) => {
  const geofences = tenantRecordHandlers(db, geofenceRecords);
  return {
    listGeofences: geofences.list,
    getGeofence: geofences.get,
    createGeofence: geofences.create,
    updateGeofence: geofences.update,
    // The alert rules watching it go too (on delete cascade); alerts it fired stay, without it.
    deleteGeofence: geofences.remove,
  };
};
