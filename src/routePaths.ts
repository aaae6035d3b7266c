/**
 * The console's own paths (not the resources', which react-admin derives from their names), in one place.
 * It imports nothing, so the app, the shell and any feature may link to a screen without importing it.
 */
export const LOGIN_PATH = '/auth/login';
/** Where a sign-in lands when the visitor was headed nowhere in particular. */
export const DASHBOARD_PATH = '/dashboard';
export const LANDING_PATH = DASHBOARD_PATH;
export const REPORTS_PATH = '/reports';
export const REPLAY_PATH = '/replay';
export const TWO_FACTOR_PATH = '/account/two-factor';
/** A tenant's single sign-on settings: `${SSO_SETTINGS_PATH}/<tenant id>`. */
export const SSO_SETTINGS_PATH = '/single-sign-on';
export const ssoSettingsPath = (tenantId: string | number) => `${SSO_SETTINGS_PATH}/${tenantId}`;
/** The spec's route of one asset's detail page (react-admin's Identifier: a string or a number). */
export const assetDetailPath = (id: string | number) => `/assets/details/${id}`;
/** A driver's own page (react-admin's show route of drivers). */
export const driverPagePath = (id: string | number) => `/drivers/${encodeURIComponent(id)}/show`;
