import type { ResourceProps } from 'react-admin';
import alertRules from './alertRules';
import alerts from './alerts';
import assetGroups from './assetGroups';
import assets from './assets';
import devices from './devices';
import drivers from './drivers';
import geofences from './geofences';
import { assetModels, models, sensorModels } from './models';
import pendingDevices from './pendingDevices';
import places from './places';
import servicePlans from './servicePlans';
import type { LazyScreen } from '../kit/lazyScreen';
import tenants from './tenants';
import users from './users';
import webhooks from './webhooks';
import auditLog from './auditLog';
import apiKeys, { myApiKeys } from './apiKeys';

/**
 * The react-admin resources; their names are the URLs of the spec (/devices reads the sensors
 * API). The data provider maps each to its calls (providers/resourceEndpoints.ts).
 */
export const resources = [
  { name: 'assets', ...assets },
  { name: 'geofences', ...geofences },
  { name: 'places', ...places },
  { name: 'assetGroups', ...assetGroups },
  { name: 'servicePlans', ...servicePlans },
  { name: 'alerts', ...alerts },
  { name: 'alertRules', ...alertRules },
  { name: 'devices', ...devices },
  { name: 'pendingDevices', ...pendingDevices },
  { name: 'drivers', ...drivers },
  { name: 'users', ...users },
  { name: 'webhooks', ...webhooks },
  { name: 'apiKeys', ...apiKeys },
  { name: 'myApiKeys', ...myApiKeys },
  { name: 'auditLog', ...auditLog },
  { name: 'tenants', ...tenants },
  { name: 'models', ...models },
  { name: 'assetModels', ...assetModels },
  { name: 'sensorModels', ...sensorModels },
] satisfies (ResourceProps & { list: LazyScreen })[];
