import type { Schema } from '../../server/contract';

/** A record, payload or error body of the contract, e.g. `Schema<'Asset'>`, `Schema<'ValidationErrors'>`. */
export type { Schema };

/**
 * A small HTTP client for API tests: JSON in, status + JSON + headers out. The body is `unknown` until
 * the test names what it expects: `call<Schema<'Asset'>>(...)`, `call<Schema<'Error'>>(...)`.
 */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export function apiClient(baseUrl: string) {
  async function call<T = unknown>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      // A redirect (the single sign-on callback's) is the API's answer: the test sees it, not the page it leads to.
      redirect: 'manual',
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    // A live stream never ends: answer its status and headers only.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, body: null as T, headers: response.headers };
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    // Unchecked here: the caller names the body it expects (T), and its assertions test it.
    return { status: response.status, body: body as T, headers: response.headers };
  }

  async function login(email: string, password: string) {
    const response = await call<Schema<'AuthSession'>>('POST', '/authentication/email', {
      body: { email, password, clientId: 'web', appPackageName: 'com.fleetconsole.web' },
    });
    if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  return { call, login };
}

/** The demo accounts (see the README). */
export const accounts = {
  sysadmin: { email: 'sysadmin@fleet.example', password: 'Fleet!Admin1' },
  admin: { email: 'admin@acme.example', password: 'Acme!Admin1' },
  operator: { email: 'operator@acme.example', password: 'Acme!Oper1' },
  viewer: { email: 'viewer@acme.example', password: 'Acme!View1' },
  globex: { email: 'operator@globex.example', password: 'Globex!Oper1' },
  newcomer: { email: 'new@acme.example', password: 'Acme!New1' },
} as const;
