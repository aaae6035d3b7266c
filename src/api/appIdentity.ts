/** How the console identifies itself to the sign-in and refresh calls (DECISIONS: Console rules, client identity). */
export const CLIENT_ID = 'web' as const;
export const APP_PACKAGE_NAME = 'com.fleetconsole.web';
