import AlertsIcon from '@mui/icons-material/NotificationsActive';
import AssetsIcon from '@mui/icons-material/LocalShipping';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Router';
import PendingDevicesIcon from '@mui/icons-material/DeviceUnknown';
import DriversIcon from '@mui/icons-material/Badge';
import GeofencesIcon from '@mui/icons-material/Fence';
import PlacesIcon from '@mui/icons-material/Place';
import AssetGroupsIcon from '@mui/icons-material/Workspaces';
import ServicePlansIcon from '@mui/icons-material/Build';
import ModelsIcon from '@mui/icons-material/Category';
import ReportsIcon from '@mui/icons-material/Assessment';
import TenantsIcon from '@mui/icons-material/Business';
import UsersIcon from '@mui/icons-material/People';
import WebhooksIcon from '@mui/icons-material/Webhook';
import ApiKeysIcon from '@mui/icons-material/VpnKey';
import AuditLogIcon from '@mui/icons-material/History';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuEntry } from './menuEntries';

export const MENU_ICONS: Record<MenuEntry['key'], SvgIconComponent> = {
  dashboard: DashboardIcon,
  assets: AssetsIcon,
  geofences: GeofencesIcon,
  places: PlacesIcon,
  assetGroups: AssetGroupsIcon,
  servicePlans: ServicePlansIcon,
  alerts: AlertsIcon,
  reports: ReportsIcon,
  devices: DevicesIcon,
  pendingDevices: PendingDevicesIcon,
  drivers: DriversIcon,
  users: UsersIcon,
  webhooks: WebhooksIcon,
  apiKeys: ApiKeysIcon,
  auditLog: AuditLogIcon,
  tenants: TenantsIcon,
  models: ModelsIcon,
};
