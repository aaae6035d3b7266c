import type { Session } from './session';

/** Sign-in and password calls: public, and their 401 means "wrong credentials", not "expired". */
const PUBLIC_PATH = /\/(authentication\/[^/]+|password(\/[^/]+)?)$/;

export const isPublicRequest = (request: Request) => PUBLIC_PATH.test(new URL(request.url).pathname);

interface AuthFetchDeps {
  fetch: (request: Request) => Promise<Response>;
  session: Pick<Session, 'accessToken' | 'refresh'>;
  /** Called when the session cannot be renewed (the spec's "HTTP 401: the page reloads"). */
  onSessionLost: () => void;
}

const withBearer = (request: Request, token: string | null) => {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return new Request(request, { headers });
};

/**
 * A fetch for openapi-fetch: adds the access token to authenticated calls; on 401 renews the
 * token once (sharing the refresh with parallel callers) and retries once.
 */
export function createAuthFetch({ fetch: send, session, onSessionLost }: AuthFetchDeps) {
  return async (request: Request): Promise<Response> => {
    if (isPublicRequest(request)) return send(request);
    const retry = request.clone();
    const sentToken = session.accessToken();
    const response = await send(withBearer(request, sentToken));
    if (response.status !== 401) return response;

    let token: string;
    try {
      // Another caller may have renewed the token while this request was on its way.
      const current = session.accessToken();
      token = current !== null && current !== sentToken ? current : await session.refresh();
    } catch {
      onSessionLost();
      return response;
    }
    const retried = await send(withBearer(retry, token));
    if (retried.status === 401) onSessionLost();
    return retried;
  };
}
