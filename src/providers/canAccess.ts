import { OPERATIONS } from '../api/operationTable';
import type { components } from '../api/schema';
import { RESOURCES, type OperationId } from './resourceEndpoints';

export type Role = components['schemas']['Role'];

/** The operation of the contract behind each action on a screen; an action without one is nobody's. */
interface ScreenOperations {
  read: OperationId;
  create?: OperationId;
  edit?: OperationId;
  delete?: OperationId;
  /** A console rule on top of the contract's: who sees the screen at all. */
  onlyFor?: readonly Role[];
}

const resourceScreens = Object.fromEntries(
  Object.entries(RESOURCES).map(([name, endpoints]): [string, ScreenOperations] => [
    name,
    {
      read: endpoints.list,
      create: 'create' in endpoints ? endpoints.create : undefined,
      edit: 'update' in endpoints ? endpoints.update : undefined,
      delete: 'remove' in endpoints ? endpoints.remove : undefined,
    },
  ]),
);

/** The screens that are not one resource of the data provider, by the operations they show and change. */
const SCREENS: Record<string, ScreenOperations> = {
  ...resourceScreens,
  dashboard: { read: 'listAssets' },
  reports: { read: 'getAssetReport' },
  // Driving sessions: listed on the asset's page, assigned there and on the vehicle card.
  driverSessions: { read: 'listDriverSessions', create: 'assignDriver', delete: 'unassignDriver' },
  // A panel of the device's page, for support.
  deviceDiagnostics: { read: 'getDeviceDiagnostics' },
  // Panels of the asset's page and of the fuel report: an asset's fuel sensor, and the tenant's rules for fills and drains.
  fuelSetup: { read: 'getAssetFuelSetup', edit: 'setAssetFuelSetup' },
  fuelSettings: { read: 'getTenantFuelSettings', edit: 'setTenantFuelSettings' },
  // Beside the driving scores report: the tenant's harsh-driving thresholds, score weights and session grace period.
  drivingSettings: { read: 'getTenantDrivingSettings', edit: 'setTenantDrivingSettings' },
  // The fuel report's fills: the price per litre paid on one.
  fuelFillPrices: { read: 'getFuelReport', edit: 'setFuelFillPrice' },
  // A panel of the asset's page: its plans' states and the services done; and the dashboard's card of what is due.
  serviceRecords: {
    read: 'listAssetServiceStates',
    create: 'createServiceRecord',
    edit: 'updateServiceRecord',
    delete: 'deleteServiceRecord',
  },
  serviceDue: { read: 'listServiceDue' },
  // Models Management is SysAdmin's alone (specification, section 2); the other roles meet the models only in
  // forms, which read them through the data provider as the contract allows every role.
  models: { ...resourceScreens.assetModels, onlyFor: ['SysAdmin'] },
};

type Action = Exclude<keyof ScreenOperations, 'onlyFor'>;
const ACTIONS: Record<string, Action> = { list: 'read', show: 'read', export: 'read', create: 'create', edit: 'edit', delete: 'delete' };

/**
 * The role rules of the console: may `role` do `action` (list, show, export, create, edit, delete) on
 * `resource`? Read from the `x-roles` of the operation behind the action (operationTable.ts, generated
 * from the contract), so the console hides exactly what the server would refuse.
 */
export function canAccess(role: Role | undefined | null, { action, resource }: { action: string; resource: string }): boolean {
  const screen = SCREENS[resource];
  if (!role || !screen || (screen.onlyFor && !screen.onlyFor.includes(role))) return false;
  const operation = Object.hasOwn(ACTIONS, action) ? screen[ACTIONS[action]] : undefined;
  return operation !== undefined && OPERATIONS[operation].roles.some((allowed) => allowed === role);
}
