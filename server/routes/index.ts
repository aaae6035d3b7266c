import type { RouteModule } from '../http/operations';
import { authRoutes } from './auth';
import { passwordRoutes } from './password';
import { healthRoutes } from './health';
import { userRoutes } from './users';
import { tenantRoutes } from './tenants';
import { assetRoutes } from './assets';
import { assetModelRoutes } from './assetModels';
import { sensorRoutes } from './sensors';
import { sensorModelRoutes } from './sensorModels';
import { driverRoutes } from './drivers';
import { driverSessionRoutes } from './driverSessions';
import { drivingReportRoutes } from './drivingReports';
import { geofenceRoutes } from './geofences';
import { placeRoutes } from './places';
import { assetGroupRoutes } from './assetGroups';
import { servicePlanRoutes } from './servicePlans';
import { importRoutes } from './imports';
import { alertRoutes } from './alerts';
import { alertTriggerRoutes } from './alertTriggers';
import { geofenceRuleRoutes } from './geofenceRule';
import { reportRoutes } from './reports';
import { fleetReportRoutes } from './fleetReports';
import { reportScheduleRoutes } from './reportSchedules';
import { reportPdfRoutes } from './reportPdf';
import { sensorReportRoutes } from './sensorReports';
import { tripRoutes } from './trips';
import { positionRoutes } from './positions';
import { liveRoutes } from './live';
import { deviceCommandRoutes } from './deviceCommands';
import { deviceDiagnosticsRoutes } from './deviceDiagnostics';
import { pendingDeviceRoutes } from './pendingDevices';
import { twoFactorRoutes } from './twoFactor';
import { locationShareRoutes } from './locationShares';
import { sharedLocationRoutes } from './sharedLocation';
import { notificationRoutes } from './notifications';
import { webhookRoutes } from './webhooks';
import { fuelRoutes } from './fuel';
import { auditRoutes } from './audit';
import { apiKeyRoutes } from './apiKeys';
import { ssoRoutes } from './sso';

/** Every route module; together they implement every operation of openapi/fleet.yaml. */
export const routeModules: RouteModule[] = [
  authRoutes,
  passwordRoutes,
  healthRoutes,
  userRoutes,
  tenantRoutes,
  assetRoutes,
  assetModelRoutes,
  sensorRoutes,
  sensorModelRoutes,
  driverRoutes,
  driverSessionRoutes,
  drivingReportRoutes,
  geofenceRoutes,
  placeRoutes,
  assetGroupRoutes,
  servicePlanRoutes,
  importRoutes,
  alertRoutes,
  alertTriggerRoutes,
  geofenceRuleRoutes,
  reportRoutes,
  fleetReportRoutes,
  reportScheduleRoutes,
  reportPdfRoutes,
  sensorReportRoutes,
  tripRoutes,
  positionRoutes,
  liveRoutes,
  deviceCommandRoutes,
  deviceDiagnosticsRoutes,
  pendingDeviceRoutes,
  twoFactorRoutes,
  locationShareRoutes,
  sharedLocationRoutes,
  notificationRoutes,
  webhookRoutes,
  fuelRoutes,
  auditRoutes,
  apiKeyRoutes,
  ssoRoutes,
];
