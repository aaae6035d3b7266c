import { lazyCrudScreens } from '../shared/lazyScreen';

/** Tenants Management (SysAdmin only), on the tenants service base. */
export default {
  ...lazyCrudScreens(() => import('./TenantList'), 'TenantList', () => import('./forms')),
  recordRepresentation: 'name',
};
