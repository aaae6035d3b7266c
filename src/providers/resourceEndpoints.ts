import type { ClientPathsWithMethod } from 'openapi-fetch';
import type { ApiClients, FleetClient } from '../api/client';
import { writableFields, type WritableFields } from './writableFields';

type PathFor<Method extends 'get' | 'post' | 'put' | 'patch' | 'delete'> = ClientPathsWithMethod<FleetClient, Method>;

/**
 * How one react-admin resource maps onto the spec's calls (section 7): which service base, which
 * paths, with the spec's casing. A missing path means the API has no such call for the resource.
 */
export interface ResourceEndpoints {
  base: keyof Omit<ApiClients, 'geo'>;
  list: PathFor<'get'>;
  one?: PathFor<'get'>;
  create?: PathFor<'post'>;
  update?: { method: 'PUT'; path: PathFor<'put'> } | { method: 'PATCH'; path: PathFor<'patch'> };
  remove?: PathFor<'delete'>;
  /** The fields a write may send: the contract refuses unknown ones. */
  fields?: WritableFields;
  /** Sent with every create (the spec's geoFenceSource 1 for geofences). */
  createDefaults?: Record<string, unknown>;
  /** Fields the server sorts by; other sorts are left to the server's default order. */
  sortable: readonly string[];
}

export const RESOURCES = {
  assets: {
    base: 'assets',
    list: '/assets',
    one: '/assets/{id}',
    create: '/assets',
    update: { method: 'PUT', path: '/assets/{id}' },
    remove: '/assets/{id}',
    fields: writableFields.asset,
    sortable: ['name', 'status', 'plateNumber', 'vin', 'lastPositionAt', 'createdAt', 'updatedAt', 'typeName', 'model.name', 'driverName', 'sensorName'],
  },
  assetModels: {
    base: 'assets',
    list: '/assets/models',
    one: '/assets/models/{id}',
    create: '/assets/models',
    update: { method: 'PUT', path: '/assets/models/{id}' },
    remove: '/assets/models/{id}',
    fields: writableFields.assetModel,
    sortable: ['name', 'manufacturer', 'year', 'fuelType', 'createdAt'],
  },
  assetTypes: { base: 'assets', list: '/assets/types', sortable: [] },
  devices: {
    base: 'api',
    list: '/sensors',
    one: '/sensors/{id}',
    create: '/sensors',
    update: { method: 'PUT', path: '/sensors/{id}' },
    remove: '/sensors/{id}',
    fields: writableFields.sensor,
    sortable: ['name', 'uniqueId', 'phone', 'modelName', 'assetName', 'lastMessageAt', 'createdAt'],
  },
  sensorModels: {
    base: 'api',
    list: '/sensors/models',
    one: '/sensors/models/{id}',
    create: '/sensors/models',
    update: { method: 'PUT', path: '/sensors/models/{id}' },
    remove: '/sensors/models/{id}',
    fields: writableFields.sensorModel,
    sortable: ['name', 'manufacturer', 'protocol', 'createdAt'],
  },
  users: {
    base: 'api',
    list: '/users',
    one: '/users/{id}',
    create: '/users/user',
    update: { method: 'PUT', path: '/users/{id}' },
    remove: '/users/{id}',
    fields: writableFields.user,
    sortable: ['email', 'role', 'tenantName', 'createdAt', 'lastLoginAt', 'fullName.firstName', 'fullName.lastName'],
  },
  roles: { base: 'api', list: '/users/roles', sortable: [] },
  userTenants: { base: 'api', list: '/users/tenants', sortable: [] },
  drivers: {
    base: 'api',
    list: '/drivers',
    one: '/drivers/{id}',
    create: '/drivers',
    update: { method: 'PUT', path: '/drivers/{id}' },
    remove: '/drivers/{id}',
    fields: writableFields.driver,
    sortable: ['name', 'licenceNumber', 'licenceExpiry', 'phone', 'email', 'assetName', 'createdAt'],
  },
  geofences: {
    base: 'api',
    list: '/geofences',
    one: '/geofences/{id}',
    create: '/geofences',
    update: { method: 'PUT', path: '/geofences/{id}' },
    remove: '/geofences/{id}',
    fields: writableFields.geofence,
    createDefaults: { geoFenceSource: 1 },
    sortable: ['name', 'shape', 'color', 'createdAt', 'updatedAt'],
  },
  alerts: {
    base: 'api',
    list: '/alert',
    update: { method: 'PATCH', path: '/alert/{id}' },
    fields: writableFields.alert,
    sortable: ['time', 'type', 'assetName', 'geofenceName', 'isRead'],
  },
  alertRules: {
    base: 'api',
    list: '/alert/AlertTrigger',
    one: '/alert/{id}/AlertTrigger',
    create: '/alert/AlertTrigger',
    update: { method: 'PUT', path: '/alert/{id}/AlertTrigger' },
    remove: '/alert/{id}/AlertTrigger',
    fields: writableFields.alertRule,
    sortable: ['name', 'type', 'geofenceName', 'enabled', 'createdAt'],
  },
  tenants: {
    base: 'tenants',
    list: '/tenants/All',
    one: '/tenants/{id}',
    create: '/tenants',
    update: { method: 'PUT', path: '/tenants/{id}' },
    remove: '/tenants/{id}',
    fields: writableFields.tenant,
    sortable: ['name', 'createdAt', 'userCount', 'assetCount'],
  },
} as const satisfies Record<string, ResourceEndpoints>;

export type ResourceName = keyof typeof RESOURCES;

export function endpointsOf(resource: string): ResourceEndpoints {
  const endpoints = (RESOURCES as Record<string, ResourceEndpoints>)[resource];
  if (!endpoints) throw new Error(`Unknown resource "${resource}"`);
  return endpoints;
}
