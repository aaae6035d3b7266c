import type { SortPayload } from 'react-admin';
import type { ApiClients } from '../api/client';
import { OPERATIONS } from '../api/operationTable';
import type { components } from '../api/schema';
import { byName } from '../kit/listDefaults';
import { fieldsOf, type WritableFields } from './writableFields';

type Schemas = components['schemas'];

type Operations = typeof OPERATIONS;
export type OperationId = keyof Operations;
/** The operations of the contract called with `Method` on a path like `Path`. */
export type OperationWith<Method extends string, Path extends string = string> = {
  [Id in OperationId]: Operations[Id] extends { method: Method; path: Path } ? Id : never;
}[OperationId];
/** A path of one record, which the data provider fills with the record's id. */
type RecordPath = `${string}/{id}${'' | '/AlertTrigger'}`;

/**
 * What the console knows of one react-admin resource's data, in one place: which service base, which
 * operation lists, reads, creates, updates and deletes it (a missing one means the API has no such
 * call for the resource), the fields a write sends and the order its list opens in. Paths, methods,
 * roles and sortable fields are the contract's (operationTable.ts). Its screens are registered in
 * src/resources/index.tsx, its menu entry in src/layout/menuEntries.ts.
 */
export interface ResourceEndpoints {
  base: keyof Omit<ApiClients, 'geo'>;
  list: OperationWith<'get'>;
  one?: OperationWith<'get', RecordPath>;
  create?: OperationWith<'post'>;
  update?: OperationWith<'put' | 'patch', RecordPath>;
  remove?: OperationWith<'delete', RecordPath>;
  /**
   * The order the list opens in, which the list and the start-up fetch of its first page
   * (firstPage.ts) both read here so that both ask for the same page. By name when not given.
   */
  sort?: SortPayload;
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
    fields: fieldsOf<Schemas['AssetInput']>({
      name: true,
      plateNumber: true,
      vin: true,
      tags: true,
      purchaseDate: true,
      importantDates: true,
      modelId: true,
      typeId: true,
      sensorId: true,
      driverId: true,
      tenantId: true,
    }),
  },
  assetModels: {
    base: 'assets',
    list: 'listAssetModels',
    one: 'getAssetModel',
    create: 'createAssetModel',
    update: 'updateAssetModel',
    remove: 'deleteAssetModel',
    fields: fieldsOf<Schemas['AssetModelInput']>({
      name: true,
      manufacturer: true,
      year: true,
      fuelType: true,
      tankLitres: true,
      description: true,
    }),
  },
  assetTypes: { base: 'assets', list: 'listAssetTypes' },
  devices: {
    base: 'api',
    list: 'listSensors',
    one: 'getSensor',
    create: 'createSensor',
    update: 'updateSensor',
    remove: 'deleteSensor',
    fields: fieldsOf<Schemas['SensorInput']>({ uniqueId: true, name: true, phone: true, modelId: true, assetId: true, tenantId: true }),
  },
  pendingDevices: {
    base: 'api',
    list: 'listPendingDevices',
    sort: { field: 'lastSeenAt', order: 'DESC' },
    remove: 'dismissPendingDevice',
  },
  sensorModels: {
    base: 'api',
    list: 'listSensorModels',
    one: 'getSensorModel',
    create: 'createSensorModel',
    update: 'updateSensorModel',
    remove: 'deleteSensorModel',
    fields: fieldsOf<Schemas['SensorModelInput']>({
      name: true,
      manufacturer: true,
      protocol: true,
      greenDrivingUnit: true,
      fuelSensor: true,
      description: true,
    }),
  },
  users: {
    base: 'api',
    list: 'listUsers',
    sort: { field: 'email', order: 'ASC' },
    one: 'getUser',
    create: 'createUser',
    update: 'updateUser',
    remove: 'deleteUser',
    fields: fieldsOf<Schemas['UserCreate']>({
      email: true,
      fullName: true,
      phone: true,
      role: true,
      tenantId: true,
      password: true,
      groupIds: true,
    }),
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
    fields: fieldsOf<Schemas['DriverInput']>({
      name: true,
      licenceNumber: true,
      licenceExpiry: true,
      phone: true,
      email: true,
      assetId: true,
      keys: true,
      allowedAssetIds: true,
      tenantId: true,
    }),
  },
  geofences: {
    base: 'api',
    list: 'listGeofences',
    one: 'getGeofence',
    create: 'createGeofence',
    update: 'updateGeofence',
    remove: 'deleteGeofence',
    fields: fieldsOf<Schemas['GeofenceInput']>({
      name: true,
      description: true,
      color: true,
      shape: true,
      points: true,
      center: true,
      radiusMeters: true,
      widthMeters: true,
      geoFenceSource: true,
      tenantId: true,
    }),
    createDefaults: { geoFenceSource: 1 },
  },
  places: {
    base: 'api',
    list: 'listPlaces',
    one: 'getPlace',
    create: 'createPlace',
    update: 'updatePlace',
    remove: 'deletePlace',
    fields: fieldsOf<Schemas['PlaceInput']>({ name: true, category: true, icon: true, location: true, radiusMeters: true, tenantId: true }),
  },
  assetGroups: {
    base: 'api',
    list: 'listAssetGroups',
    one: 'getAssetGroup',
    create: 'createAssetGroup',
    update: 'updateAssetGroup',
    remove: 'deleteAssetGroup',
    fields: fieldsOf<Schemas['AssetGroupInput']>({ name: true, parentId: true, assetIds: true, tenantId: true }),
  },
  servicePlans: {
    base: 'api',
    list: 'listServicePlans',
    one: 'getServicePlan',
    create: 'createServicePlan',
    update: 'updateServicePlan',
    remove: 'deleteServicePlan',
    fields: fieldsOf<Schemas['ServicePlanInput']>({
      name: true,
      assetId: true,
      modelId: true,
      everyKm: true,
      dueSoonKm: true,
      everyEngineHours: true,
      dueSoonEngineHours: true,
      everyDays: true,
      everyMonths: true,
      dueSoonDays: true,
      tenantId: true,
    }),
  },
  alerts: {
    base: 'api',
    list: 'listAlerts',
    sort: { field: 'time', order: 'DESC' },
    update: 'updateAlert',
    fields: fieldsOf<Schemas['AlertUpdate']>({ isRead: true }),
  },
  alertRules: {
    base: 'api',
    list: 'listAlertTriggers',
    one: 'getAlertTrigger',
    create: 'createAlertTrigger',
    update: 'updateAlertTrigger',
    remove: 'deleteAlertTrigger',
    fields: fieldsOf<Schemas['AlertTriggerInput']>({
      name: true,
      type: true,
      geofenceId: true,
      event: true,
      speedLimitKmh: true,
      assetIds: true,
      groupId: true,
      recipients: true,
      enabled: true,
      tenantId: true,
      ignitionEvent: true,
      durationMinutes: true,
      alarms: true,
      batteryPercent: true,
      odometerKm: true,
      engineHours: true,
      importantDateTitle: true,
      daysBefore: true,
      schedule: true,
    }),
  },
  webhooks: {
    base: 'api',
    list: 'listWebhooks',
    one: 'getWebhook',
    create: 'createWebhook',
    update: 'updateWebhook',
    remove: 'deleteWebhook',
    fields: fieldsOf<Schemas['WebhookInput']>({ name: true, url: true, secret: true, alertTypes: true, enabled: true, tenantId: true }),
  },
  auditLog: { base: 'api', list: 'listAuditLog', sort: { field: 'at', order: 'DESC' } },
  apiKeys: {
    base: 'api',
    list: 'listApiKeys',
    sort: { field: 'createdAt', order: 'DESC' },
    one: 'getApiKey',
    create: 'createApiKey',
    remove: 'revokeApiKey',
    fields: fieldsOf<Schemas['ApiKeyInput']>({ name: true, role: true, expiresAt: true, allowedAddresses: true, tenantId: true }),
  },
  myApiKeys: {
    base: 'api',
    list: 'listMyApiKeys',
    sort: { field: 'createdAt', order: 'DESC' },
    create: 'createMyApiKey',
    remove: 'revokeMyApiKey',
    fields: fieldsOf<Schemas['PersonalApiKeyInput']>({ name: true, role: true, expiresAt: true, allowedAddresses: true }),
  },
  tenants: {
    base: 'tenants',
    list: 'listTenants',
    one: 'getTenant',
    create: 'createTenant',
    update: 'updateTenant',
    remove: 'deleteTenant',
    fields: fieldsOf<Schemas['TenantInput']>({ name: true, contactName: true, contactEmail: true, contactPhone: true, address: true }),
  },
} as const satisfies Record<string, ResourceEndpoints>;

export type ResourceName = keyof typeof RESOURCES;

/** True for a resource the API lists (the model tabs' page, /models, is not one). */
export const isApiResource = (resource: string): resource is ResourceName => Object.hasOwn(RESOURCES, resource);

const entryOf = (resource: string): ResourceEndpoints | undefined => (isApiResource(resource) ? RESOURCES[resource] : undefined);

/** The order a resource's list opens in. */
export const listSort = (resource: string): SortPayload => entryOf(resource)?.sort ?? byName;

export function endpointsOf(resource: string): ResourceEndpoints {
  const endpoints = entryOf(resource);
  if (!endpoints) throw new Error(`Unknown resource "${resource}"`);
  return endpoints;
}

/** The fields a resource's list sorts by: the enum of its `sort` parameter in the contract. */
export function sortableFields(endpoints: ResourceEndpoints): readonly string[] {
  const list = OPERATIONS[endpoints.list];
  return 'sort' in list ? list.sort : [];
}
