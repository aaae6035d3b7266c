import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { tenantForWrite } from '../auth/tenancy';
import { importDevices } from '../repos/deviceImport';

/** Moving a fleet in by file: the console reads the file, the server checks every row and writes all or none. */
export const importRoutes: RouteModule = ({ db }) => ({
  importDevices: (request) => importDevices(db, tenantForWrite(callerOf(request), request.body.tenantId), request.body.rows, request.body.dryRun),
});
