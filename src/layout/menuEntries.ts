import { canAccess, type Role } from '../providers/canAccess';

export interface MenuEntry {
  /** Key under shell.menu in the catalogs, also the icon's name in menuIcons. */
  key: 'dashboard' | 'assets' | 'geofences' | 'alerts' | 'reports' | 'devices' | 'drivers' | 'users' | 'tenants' | 'models';
  to: string;
}

/** The sidebar in the spec's order, Drivers added after Device Management. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'dashboard', to: '/dashboard' },
  { key: 'assets', to: '/assets' },
  { key: 'geofences', to: '/geofences' },
  { key: 'alerts', to: '/alerts' },
  { key: 'reports', to: '/reports' },
  { key: 'devices', to: '/devices' },
  { key: 'drivers', to: '/drivers' },
  { key: 'users', to: '/users' },
  { key: 'tenants', to: '/tenants' },
  { key: 'models', to: '/models' },
];

/** The entries a role may open: Tenants and Models Management for SysAdmin, Users Management for admins. */
export const visibleMenuEntries = (role: Role | undefined) =>
  MENU_ENTRIES.filter((entry) => canAccess(role, { action: 'list', resource: entry.key }));
