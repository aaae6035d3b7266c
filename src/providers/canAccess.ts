import type { components } from '../api/schema';

export type Role = components['schemas']['Role'];

interface Rights {
  read: readonly Role[];
  write: readonly Role[];
}

const ALL: readonly Role[] = ['SysAdmin', 'Admin', 'Operator', 'Viewer'];
const MANAGERS: readonly Role[] = ['SysAdmin', 'Admin', 'Operator'];
const ADMINS: readonly Role[] = ['SysAdmin', 'Admin'];
const SYSADMIN: readonly Role[] = ['SysAdmin'];

/**
 * Who may read and write each resource, mirroring the contract's x-roles. Any other resource
 * (assets, devices, drivers, geofences, alerts, reports, dashboard...) is fleet data: everybody
 * reads it, Viewers excepted everybody manages it.
 */
const RULES: Record<string, Rights> = {
  tenants: { read: SYSADMIN, write: SYSADMIN },
  // "Models Management" is a SysAdmin screen; the model catalogs below feed everybody's forms.
  models: { read: SYSADMIN, write: SYSADMIN },
  assetModels: { read: ALL, write: SYSADMIN },
  sensorModels: { read: ALL, write: SYSADMIN },
  assetTypes: { read: ALL, write: SYSADMIN },
  users: { read: ADMINS, write: ADMINS },
  roles: { read: ADMINS, write: [] },
  userTenants: { read: ADMINS, write: [] },
};
const FLEET: Rights = { read: ALL, write: MANAGERS };

const READ_ACTIONS = new Set(['list', 'show', 'export']);

/** The role rules of the console: may `role` do `action` (list, show, export, create, edit, delete) on `resource`? */
export function canAccess(
  role: Role | undefined | null,
  { action, resource }: { action: string; resource: string },
): boolean {
  if (!role) return false;
  const rights = RULES[resource] ?? FLEET;
  return (READ_ACTIONS.has(action) ? rights.read : rights.write).includes(role);
}
