import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { tenantForWrite } from '../auth/tenancy';
import { importDevices } from '../repos/deviceImport';
import { importRecords } from '../repos/recordImport';
import { geofenceRecords } from '../repos/geofences';
import { placeRecords } from '../repos/places';

/** Moving a fleet in by file: the console reads the file, the server checks every row and writes all or none. */
export const importRoutes: RouteModule = ({ db }) => ({
  importDevices: (request) => importDevices(db, tenantForWrite(callerOf(request), request.body.tenantId), request.body.rows, request.body.dryRun),
  importGeofences: (request) => importRecords(db, tenantForWrite(callerOf(request), request.body.tenantId), geofenceRecords, request.body.rows, request.body.dryRun),
  importPlaces: (request) => importRecords(db, tenantForWrite(callerOf(request), request.body.tenantId), placeRecords, request.body.rows, request.body.dryRun),
});
