/** A small HTTP client for API tests: JSON in, status + JSON + headers out. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function apiClient(baseUrl: string) {
  async function call<T = any>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    // A live stream never ends: answer its status and headers only.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, body: null as T, headers: response.headers };
    }
    const text = await response.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers };
  }

  async function login(email: string, password: string) {
    const response = await call('POST', '/authentication/email', {
      body: { email, password, clientId: 'web', appPackageName: 'com.fleetconsole.web' },
    });
    if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { accessToken: string; refreshToken: string; user: { id: string; email: string; tenantId: string | null } };
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
