import type { AuthProvider, UserIdentity } from 'react-admin';
import { APP_PACKAGE_NAME, CLIENT_ID, NoSessionError, type Session } from '../api/session';
import type { FleetClient } from '../api/client';
import { messageOf } from '../api/errors';
import { unwrap, unwrapRequired } from '../api/unwrap';
import { canAccess } from './canAccess';
import { issuedRecoveryCodes } from './issuedRecoveryCodes';
import { LOGIN_PATH } from '../routePaths';
import type { RememberedPath } from './rememberedPath';

/** Spec: without an access token, other routes go to the login page after about 100 ms. */
export const REDIRECT_DELAY_MS = 100;

interface AuthProviderDeps {
  session: Session;
  api: () => FleetClient;
  rememberedPath: RememberedPath;
  currentPath: () => string;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the access token says its session came through the tenant's provider (the server's claim `sm`). */
function signedInThroughProvider(accessToken: string | null): boolean {
  try {
    const payload = (accessToken ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { sm?: string }).sm === 'sso';
  } catch {
    return false;
  }
}

/** react-admin's auth provider with the optional methods the console has. */
export type ShellAuthProvider = AuthProvider & Required<Pick<AuthProvider, 'getIdentity' | 'getPermissions' | 'canAccess'>>;

export function createAuthProvider({ session, api, rememberedPath, currentPath, wait = sleep }: AuthProviderDeps): ShellAuthProvider {
  // Permission checks may run before the start-up refresh has finished: wait for it. Without a
  // session there is no answer to cache (react-admin keeps permissions for minutes).
  const role = async () => {
    await session.resume();
    return session.user()?.role;
  };

  return {
    async login(credentials: { email: string; password: string; twoFactorCode?: string } | { ssoCode: string }) {
      // A single sign-on finished at the provider: its one-time code for our tokens.
      if ('ssoCode' in credentials) {
        session.start(await unwrapRequired(api().POST('/authentication/sso/session', { body: { code: credentials.ssoCode } })));
        return;
      }
      const { email, password, twoFactorCode } = credentials;
      // The code goes only when the server asked for it: other sign-ins send exactly the spec's payload.
      const body = { email, password, clientId: CLIENT_ID, appPackageName: APP_PACKAGE_NAME, ...(twoFactorCode ? { twoFactorCode } : {}) };
      const answer = await unwrapRequired(api().POST('/authentication/email', { body }));
      session.start(answer);
      if (answer.recoveryCodes) issuedRecoveryCodes.remember(answer.recoveryCodes);
    },

    async logout() {
      const refreshToken = session.refreshToken();
      const throughProvider = signedInThroughProvider(session.accessToken());
      session.end();
      if (!refreshToken) return LOGIN_PATH;
      const signedOut = unwrap(api().POST('/authentication/logout', { body: { refreshToken } })).catch(() => undefined);
      // Best effort: the server revokes the token family; signing out locally must not wait for it. A
      // provider's session is the exception: its end-session address (back to our sign-in page) is in the answer.
      if (!throughProvider) return LOGIN_PATH;
      return (await signedOut)?.endSessionUrl ?? LOGIN_PATH;
    },

    async checkAuth() {
      try {
        await session.resume();
      } catch (error) {
        rememberedPath.remember(currentPath());
        if (error instanceof NoSessionError) {
          await wait(REDIRECT_DELAY_MS);
          throw { redirectTo: LOGIN_PATH, message: false };
        }
        throw { redirectTo: LOGIN_PATH, message: messageOf(error) };
      }
    },

    // A 401 is handled by the API client (refresh, else reload); other errors are only shown.
    checkError: async () => undefined,

    async getIdentity(): Promise<UserIdentity> {
      await session.resume();
      const user = session.user();
      if (!user) throw new NoSessionError();
      const { firstName, lastName } = user.fullName;
      return { id: user.id, fullName: `${firstName} ${lastName}`, email: user.email, role: user.role, tenantId: user.tenantId };
    },

    getPermissions: role,

    canAccess: async ({ action, resource }) => canAccess(await role().catch(() => undefined), { action, resource }),
  };
}
