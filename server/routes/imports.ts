import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { tenantForWrite } from '../auth/tenancy';
import { importDevices } from '../repos/deviceImport';
import { importRecords } from '../repos/recordImport';
import { geofenceRecords } from '../repos/geofences';
import { placeRecords } from '../repos/places';
import { assetValues } from '../repos/assets';
import { driverValues } from '../repos/drivers';

/** The rows of an asset or driver file: their own columns, nothing that links to another record. */
const assetImport = { table: 'assets', values: (_db: unknown, row: Parameters<typeof assetValues>[0]) => assetValues(row) };
const driverImport = { table: 'drivers', values: driverValues };

/** Moving a fleet in by file: the console reads the file, the server checks every row and writes all or none. */
export const importRoutes: RouteModule = ({ db }) => ({
  importDevices: (request) =>
    importDevices(db, tenantForWrite(callerOf(request), request.body.tenantId), request.body.rows, request.body.dryRun),
  importAssets: (request) =>
    importRecords(db, tenantForWrite(callerOf(request), request.body.tenantId), assetImport, request.body.rows, request.body.dryRun),
  importDrivers: (request) =>
    importRecords(db, tenantForWrite(callerOf(request), request.body.tenantId), driverImport, request.body.rows, request.body.dryRun),
  importGeofences: (request) =>
    importRecords(db, tenantForWrite(callerOf(request), request.body.tenantId), geofenceRecords, request.body.rows, request.body.dryRun),
  importPlaces: (request) =>
    importRecords(db, tenantForWrite(callerOf(request), request.body.tenantId), placeRecords, request.body.rows, request.body.dryRun),
});
