import type { ApiClients } from '../api/client';
import { OPERATIONS } from '../api/operationTable';
import { writableFields, type WritableFields } from './writableFields';

type Operations = typeof OPERATIONS;
export type OperationId = keyof Operations;
/** The operations of the contract called with `Method` on a path like `Path`. */
export type OperationWith<Method extends string, Path extends string = string> = {
  [Id in OperationId]: Operations[Id] extends { method: Method; path: Path } ? Id : never;
}[OperationId];
/** A path of one record, which the data provider fills with the record's id. */
type RecordPath = `${string}/{id}${'' | '/AlertTrigger'}`;

/**
 * How one react-admin resource maps onto the contract's operations: which service base, and which
 * operation lists, reads, creates, updates and deletes it. A missing one means the API has no such
 * call for the resource. Paths, methods, roles and sortable fields are the contract's (operationTable.ts).
 */
export interface ResourceEndpoints {
  base: keyof Omit<ApiClients, 'geo'>;
  list: OperationWith<'get'>;
  one?: OperationWith<'get', RecordPath>;
  create?: OperationWith<'post'>;
  update?: OperationWith<'put' | 'patch', RecordPath>;
  remove?: OperationWith<'delete', RecordPath>;
  /** The fields a write may send: the contract refuses unknown ones. */
  fields?: WritableFields;
  /** Sent with every create (geoFenceSource 1, drawn in the console, for geofences). */
  createDefaults?: Record<string, unknown>;
}

export const RESOURCES = {
  assets: {
    base: 'assets',
    list: 'listAssets',
    one: 'getAsset',
    create: 'createAsset',
    update: 'updateAsset',
    remove: 'deleteAsset',
    fields: writableFields.asset,
  },
  assetModels: {
    base: 'assets',
    list: 'listAssetModels',
    one: 'getAssetModel',
    create: 'createAssetModel',
    update: 'updateAssetModel',
    remove: 'deleteAssetModel',
    fields: writableFields.assetModel,
  },
  assetTypes: { base: 'assets', list: 'listAssetTypes' },
  devices: {
    base: 'api',
    list: 'listSensors',
    one: 'getSensor',
    create: 'createSensor',
    update: 'updateSensor',
    remove: 'deleteSensor',
    fields: writableFields.sensor,
  },
  pendingDevices: {
    base: 'api',
    list: 'listPendingDevices',
    remove: 'dismissPendingDevice',
  },
  sensorModels: {
    base: 'api',
    list: 'listSensorModels',
    one: 'getSensorModel',
    create: 'createSensorModel',
    update: 'updateSensorModel',
    remove: 'deleteSensorModel',
    fields: writableFields.sensorModel,
  },
  users: {
    base: 'api',
    list: 'listUsers',
    one: 'getUser',
    create: 'createUser',
    update: 'updateUser',
    remove: 'deleteUser',
    fields: writableFields.user,
  },
  roles: { base: 'api', list: 'listRoles' },
  userTenants: { base: 'api', list: 'listUserTenants' },
  drivers: {
    base: 'api',
    list: 'listDrivers',
    one: 'getDriver',
    create: 'createDriver',
    update: 'updateDriver',
    remove: 'deleteDriver',
    fields: writableFields.driver,
  },
  geofences: {
    base: 'api',
    list: 'listGeofences',
    one: 'getGeofence',
    create: 'createGeofence',
    update: 'updateGeofence',
    remove: 'deleteGeofence',
    fields: writableFields.geofence,
    createDefaults: { geoFenceSource: 1 },
  },
  places: {
    base: 'api',
    list: 'listPlaces',
    one: 'getPlace',
    create: 'createPlace',
    update: 'updatePlace',
    remove: 'deletePlace',
    fields: writableFields.place,
  },
  assetGroups: {
    base: 'api',
    list: 'listAssetGroups',
    one: 'getAssetGroup',
    create: 'createAssetGroup',
    update: 'updateAssetGroup',
    remove: 'deleteAssetGroup',
    fields: writableFields.assetGroup,
  },
  servicePlans: {
    base: 'api',
    list: 'listServicePlans',
    one: 'getServicePlan',
    create: 'createServicePlan',
    update: 'updateServicePlan',
    remove: 'deleteServicePlan',
    fields: writableFields.servicePlan,
  },
  alerts: {
    base: 'api',
    list: 'listAlerts',
    update: 'updateAlert',
    fields: writableFields.alert,
  },
  alertRules: {
    base: 'api',
    list: 'listAlertTriggers',
    one: 'getAlertTrigger',
    create: 'createAlertTrigger',
    update: 'updateAlertTrigger',
    remove: 'deleteAlertTrigger',
    fields: writableFields.alertRule,
  },
  webhooks: {
    base: 'api',
    list: 'listWebhooks',
    one: 'getWebhook',
    create: 'createWebhook',
    update: 'updateWebhook',
    remove: 'deleteWebhook',
    fields: writableFields.webhook,
  },
  auditLog: { base: 'api', list: 'listAuditLog' },
  apiKeys: {
    base: 'api',
    list: 'listApiKeys',
    one: 'getApiKey',
    create: 'createApiKey',
    remove: 'revokeApiKey',
    fields: writableFields.apiKey,
  },
  myApiKeys: {
    base: 'api',
    list: 'listMyApiKeys',
    create: 'createMyApiKey',
    remove: 'revokeMyApiKey',
    fields: writableFields.personalApiKey,
  },
  tenants: {
    base: 'tenants',
    list: 'listTenants',
    one: 'getTenant',
    create: 'createTenant',
    update: 'updateTenant',
    remove: 'deleteTenant',
    fields: writableFields.tenant,
  },
} as const satisfies Record<string, ResourceEndpoints>;

export type ResourceName = keyof typeof RESOURCES;

export function endpointsOf(resource: string): ResourceEndpoints {
  const endpoints = (RESOURCES as Record<string, ResourceEndpoints>)[resource];
  if (!endpoints) throw new Error(`Unknown resource "${resource}"`);
  return endpoints;
}

/** The fields a resource's list sorts by: the enum of its `sort` parameter in the contract. */
export function sortableFields(endpoints: ResourceEndpoints): readonly string[] {
  const list = OPERATIONS[endpoints.list];
  return 'sort' in list ? list.sort : [];
}
