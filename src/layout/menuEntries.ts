import ReportsIcon from '@mui/icons-material/Assessment';
import DriversIcon from '@mui/icons-material/Badge';
import ServicePlansIcon from '@mui/icons-material/Build';
import TenantsIcon from '@mui/icons-material/Business';
import ModelsIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PendingDevicesIcon from '@mui/icons-material/DeviceUnknown';
import GeofencesIcon from '@mui/icons-material/Fence';
import AuditLogIcon from '@mui/icons-material/History';
import AssetsIcon from '@mui/icons-material/LocalShipping';
import AlertsIcon from '@mui/icons-material/NotificationsActive';
import UsersIcon from '@mui/icons-material/People';
import PlacesIcon from '@mui/icons-material/Place';
import DevicesIcon from '@mui/icons-material/Router';
import ApiKeysIcon from '@mui/icons-material/VpnKey';
import WebhooksIcon from '@mui/icons-material/Webhook';
import AssetGroupsIcon from '@mui/icons-material/Workspaces';
import type { SvgIconComponent } from '@mui/icons-material';
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { canAccess, type Role } from '../providers/canAccess';
import { DASHBOARD_PATH, REPORTS_PATH } from '../routePaths';

export interface MenuEntry {
  /** Key under shell.menu in the catalogs. */
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
  icon: SvgIconComponent;
}

/**
 * The sidebar in the spec's order, Places, Asset groups and Service plans after Geofences, Pending devices (Admins) and Drivers added after Device Management, Webhooks,
 * API keys and the audit log (Admins) after Users Management.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'dashboard', to: DASHBOARD_PATH, icon: DashboardIcon },
  { key: 'assets', to: '/assets', icon: AssetsIcon },
  { key: 'geofences', to: '/geofences', icon: GeofencesIcon },
  { key: 'places', to: '/places', icon: PlacesIcon },
  { key: 'assetGroups', to: '/assetGroups', icon: AssetGroupsIcon },
  { key: 'servicePlans', to: '/servicePlans', icon: ServicePlansIcon },
  { key: 'alerts', to: '/alerts', icon: AlertsIcon },
  { key: 'reports', to: REPORTS_PATH, icon: ReportsIcon },
  { key: 'devices', to: '/devices', icon: DevicesIcon },
  { key: 'pendingDevices', to: '/pendingDevices', icon: PendingDevicesIcon },
  { key: 'drivers', to: '/drivers', icon: DriversIcon },
  { key: 'users', to: '/users', icon: UsersIcon },
  { key: 'webhooks', to: '/webhooks', icon: WebhooksIcon },
  { key: 'apiKeys', to: '/apiKeys', icon: ApiKeysIcon },
  { key: 'auditLog', to: '/auditLog', icon: AuditLogIcon },
  { key: 'tenants', to: '/tenants', icon: TenantsIcon },
  { key: 'models', to: '/models', icon: ModelsIcon },
];

/** The entries a role may open: Tenants and Models Management for SysAdmin, Users Management and Webhooks for admins. */
export const visibleMenuEntries = (role: Role | undefined) =>
  MENU_ENTRIES.filter((entry) => canAccess(role, { action: 'list', resource: entry.key }));

/** The menu entries of the signed-in user's role: the same array until the role changes. */
export function useMenuEntries() {
  const { permissions } = usePermissions<Role>();
  return useMemo(() => visibleMenuEntries(permissions), [permissions]);
}
