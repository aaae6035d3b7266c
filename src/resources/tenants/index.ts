import { lazyCrudScreens } from '../../kit/lazyScreen';

/** Tenants Management (SysAdmin only), on the tenants service base. */
export default {
  ...lazyCrudScreens(
    () => import('./TenantList'),
    'TenantList',
    () => import('./TenantForm'),
  ),
  recordRepresentation: 'name',
};
