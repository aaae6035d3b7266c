import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { canAccess, type Role } from '../providers/canAccess';
import { DASHBOARD_PATH, REPORTS_PATH } from '../routePaths';

export interface MenuEntry {
  /** Key under shell.menu in the catalogs, also the icon's name in menuIcons. */
  key:
    | 'dashboard'
    | 'assets'
    | 'geofences'
    | 'places'
    | 'assetGroups'
    | 'servicePlans'
    | 'alerts'
    | 'reports'
    | 'devices'
    | 'pendingDevices'
    | 'drivers'
    | 'users'
    | 'webhooks'
    | 'apiKeys'
    | 'auditLog'
    | 'tenants'
    | 'models';
  to: string;
}

/**
 * The sidebar in the spec's order, Places, Asset groups and Service plans after Geofences, Pending devices (Admins) and Drivers added after Device Management, Webhooks,
 * API keys and the audit log (Admins) after Users Management.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'dashboard', to: DASHBOARD_PATH },
  { key: 'assets', to: '/assets' },
  { key: 'geofences', to: '/geofences' },
  { key: 'places', to: '/places' },
  { key: 'assetGroups', to: '/assetGroups' },
  { key: 'servicePlans', to: '/servicePlans' },
  { key: 'alerts', to: '/alerts' },
  { key: 'reports', to: REPORTS_PATH },
  { key: 'devices', to: '/devices' },
  { key: 'pendingDevices', to: '/pendingDevices' },
  { key: 'drivers', to: '/drivers' },
  { key: 'users', to: '/users' },
  { key: 'webhooks', to: '/webhooks' },
  { key: 'apiKeys', to: '/apiKeys' },
  { key: 'auditLog', to: '/auditLog' },
  { key: 'tenants', to: '/tenants' },
  { key: 'models', to: '/models' },
];

/** The entries a role may open: Tenants and Models Management for SysAdmin, Users Management and Webhooks for admins. */
export const visibleMenuEntries = (role: Role | undefined) =>
  MENU_ENTRIES.filter((entry) => canAccess(role, { action: 'list', resource: entry.key }));

/** The menu entries of the signed-in user's role: the same array until the role changes. */
export function useMenuEntries() {
  const { permissions } = usePermissions<Role>();
  return useMemo(() => visibleMenuEntries(permissions), [permissions]);
}
