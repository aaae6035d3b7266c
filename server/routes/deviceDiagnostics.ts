import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { findCommandedDevice } from '../repos/deviceCommands';
import { toDeviceDiagnostics } from '../telemetry/diagnostics/deviceDiagnostics';

/** A tenant's device's recent traffic, as this instance heard it, for support. */
export const deviceDiagnosticsRoutes: RouteModule = ({ db, diagnostics }) => ({
  async getDeviceDiagnostics(request) {
    const device = await findCommandedDevice(db, callerOf(request), request.params.id);
    return toDeviceDiagnostics(diagnostics.read(device.unique_id));
  },
});
