import type { components } from '../api/schema';

export type Role = components['schemas']['Role'];

/** Resources only a SysAdmin may see or manage: their screens are "Tenants/Models Management". */
const SYSADMIN_ONLY = new Set(['tenants', 'models']);
/** Tenant administration (users) is for Admins; Operators manage the fleet itself. */
const ADMIN_ONLY = new Set(['users']);
const READ_ACTIONS = new Set(['list', 'show', 'export']);

/**
 * The role rules of the console, mirroring the API's x-roles: SysAdmin may do everything;
 * Admin everything of its tenant but tenants and models; Operator manages assets, devices,
 * drivers, geofences and alerts but not users; Viewer only reads.
 */
export function canAccess(
  role: Role | undefined | null,
  { action, resource }: { action: string; resource: string },
): boolean {
  if (!role) return false;
  if (role === 'SysAdmin') return true;
  if (SYSADMIN_ONLY.has(resource)) return false;
  if (role === 'Admin') return true;
  if (ADMIN_ONLY.has(resource)) return false;
  return role === 'Operator' || READ_ACTIONS.has(action);
}
