import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderContext } from 'oidc-provider';

/** A user of the test provider; `login` is what its sign-in form takes (any password). */
export interface ProviderUser {
  login: string;
  email: string;
  givenName: string;
  familyName: string;
  groups: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A user disabled here is unknown to the provider from then on: its refresh tokens are refused. */
  disable(login: string): void;
  /** Lets a disabled user sign in again (their old refresh tokens stay refused). */
  enable(login: string): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a free port of this machine, with one confidential client
 * allowed back to `redirectUri`, the given users and their `groups` claim. Its own development sign-in
 * form takes any password; consent is given at once, as a company's provider does for its own apps.
 */
export async function startTestProvider(
  users: ProviderUser[],
  redirectUris: string[],
  /**
   * `userinfo`: groups and address only from the userinfo endpoint, as Entra ID and Okta send them by default.
   * `postLogoutRedirectUris`: where its end-session endpoint may send the browser back; `endSession: false`
   * leaves that endpoint out of its discovery document, as some providers do.
   */
  {
    claimsIn = 'idToken',
    postLogoutRedirectUris = [],
    endSession = true,
  }: { claimsIn?: 'idToken' | 'userinfo'; postLogoutRedirectUris?: string[]; endSession?: boolean } = {},
): Promise<TestProvider> {
  const disabled = new Set<string>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'fleet-console';
  const clientSecret = 'a-test-client-secret-of-some-length';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups', 'offline_access'],
    // Claims in the ID token too unless told otherwise (oidc-provider then keeps them for userinfo).
    conformIdTokenClaims: claimsIn === 'userinfo',
    cookies: { keys: ['test-provider-cookie-key'] },
    features: { rpInitiatedLogout: { enabled: endSession } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, RefreshToken: 3600 },
    issueRefreshToken: async () => true,
    async loadExistingGrant(ctx: ProviderContext) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(ctx.oidc.params.scope ?? 'openid');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx: unknown, login: string) {
      const user = users.find((candidate) => candidate.login === login);
      if (!user || disabled.has(login)) return undefined;
      return {
        accountId: login,
        claims: async () => ({
          sub: login,
          email: user.email,
          email_verified: true,
          given_name: user.givenName,
          family_name: user.familyName,
          groups: user.groups,
        }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    disable: (login) => disabled.add(login),
    enable: (login) => disabled.delete(login),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
