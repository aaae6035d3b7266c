import { ApiError } from './errors';
import type { components } from './schema';

export type AuthSession = components['schemas']['AuthSession'];
export type User = components['schemas']['User'];

export const REFRESH_TOKEN_KEY = 'fleet.refreshToken';

/** How the console identifies itself to the sign-in and refresh calls (DECISIONS: Console rules, client identity). */
export const CLIENT_ID = 'web' as const;
export const APP_PACKAGE_NAME = 'com.fleetconsole.web';

/** Raised when there is no stored refresh token to sign in with. */
export class NoSessionError extends Error {
  constructor() {
    super('No session');
    this.name = 'NoSessionError';
  }
}

export interface SessionDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  requestRefresh(refreshToken: string): Promise<AuthSession>;
}

export type Session = ReturnType<typeof createSession>;

/**
 * The signed-in state: access token and user in memory only, refresh token in storage. The
 * server rotates refresh tokens and revokes the whole family when a spent one comes back, so
 * every caller that needs a new access token shares the one refresh in flight.
 */
export function createSession({ storage, requestRefresh }: SessionDeps) {
  let accessToken: string | null = null;
  let user: User | null = null;
  let refreshing: Promise<string> | null = null;
  // The server's refusal of a refresh token stands: the start-up refresh and react-admin's own
  // check that follows it must not send a spent token twice.
  let refused: { refreshToken: string; error: ApiError } | null = null;

  const start = (session: AuthSession) => {
    accessToken = session.accessToken;
    user = session.user;
    storage.setItem(REFRESH_TOKEN_KEY, session.refreshToken);
  };

  const signInByRefresh = async () => {
    const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
    if (!refreshToken) throw new NoSessionError();
    if (refused?.refreshToken === refreshToken) throw refused.error;
    try {
      start(await requestRefresh(refreshToken));
    } catch (error) {
      if (error instanceof ApiError && error.status !== undefined) refused = { refreshToken, error };
      throw error;
    }
    return accessToken as string;
  };

  const refresh = (): Promise<string> => {
    refreshing ??= signInByRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    accessToken: () => accessToken,
    user: () => user,
    refreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    start,
    refresh,
    /** Resolves once signed in: at once with an access token, else by a (shared) refresh. */
    resume: async (): Promise<void> => {
      if (accessToken === null) await refresh();
    },
    end() {
      accessToken = null;
      user = null;
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}
