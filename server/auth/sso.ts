import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Db, Queryable } from '../db/engine';
import {
  bindSsoSession,
  deleteSsoSession,
  insertSsoHandoff,
  insertSsoRequest,
  linkSsoIdentity,
  ssoIdentity,
  ssoSessionOfFamily,
  takeSsoHandoff,
  takeSsoRequest,
  tenantSso,
  updateProviderGrant,
  type ProviderGrant,
  type SsoRequest,
  type StoredSso,
} from '../repos/tenantSso';
import { suspendPersonalApiKeys } from '../repos/apiKeys';
import { insertUser, normalizeEmail, recordSignIn, setUserRole, userByEmail, userById, type UserRow } from '../repos/users';
import { hashPassword } from './passwords';
import type { Role } from './roles';
import { secretBox } from './secretBox';
import type { IssuedTokens, TokenService } from './tokens';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A sign-in the user is told was refused, with why; the tenant and address when known (for the audit log). */
export class SsoRefusal extends Error {
  tenantId: string | null = null;
  email: string | null = null;
}

/** What the user reads when the library refused the provider's answer (its reason goes to the log, as `cause`). */
const answerRefused = "Your sign-in provider's answer was refused. Please try again.";

/** The console's sign-in page (src/routePaths.ts LOGIN_PATH): where a sign-in comes back to, and a sign-out at the provider. */
export const loginPage = '/auth/login';

/** Plain http only for a provider on this machine (a test's, a developer's); anywhere else https. */
export const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** Every call to a provider gives up after this many seconds. */
const providerTimeoutSeconds = 10;
/** Discovery documents and keys are read again after an hour (a provider rotating its keys is seen by then). */
const discoveryTtlMs = 60 * 60 * 1000;

/** The first rule whose group the user has gives the role; else the default, or null (refused). */
export function roleOfGroups(
  sso: Pick<StoredSso, 'roleRules' | 'defaultRole'>,
  groups: readonly string[],
): Exclude<Role, 'SysAdmin'> | null {
  return sso.roleRules.find((rule) => groups.includes(rule.group))?.role ?? sso.defaultRole;
}

/** A claim's groups: a list of strings, or one string. */
const groupsOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : undefined;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** First and last name from the standard claims, else from `name`, else the address's local part. */
function namesOf(claims: Record<string, unknown>, email: string) {
  const [first, ...rest] = text(claims.name).split(/\s+/);
  const firstName = text(claims.given_name) || first || email.split('@')[0];
  const lastName = text(claims.family_name) || rest.join(' ') || '-';
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
}

/**
 * The relying party of every tenant's OpenID provider (openid-client): authorization code flow with
 * PKCE, state and nonce. The browser's sign-in ends with a one-time code the console exchanges for our
 * own tokens; from then on the session is a password user's, except that each refresh of ours first
 * refreshes the provider's token, so that a user disabled there loses access at our next refresh.
 */
export async function createSso(db: Db, tokens: TokenService) {
  const box = await secretBox(db, 'sso');
  const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  /** The provider's configuration, from its discovery document; remembered per issuer, client and secret. */
  function providerOf(sso: StoredSso, clientSecret = box.open(sso.clientSecretSealed)): Promise<oidc.Configuration> {
    const key = JSON.stringify([sso.issuer, sso.clientId, clientSecret]);
    const known = discovered.get(key);
    if (known && Date.now() - known.at < discoveryTtlMs) return known.config;
    const issuer = new URL(sso.issuer);
    const config = oidc.discovery(issuer, sso.clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
      timeout: providerTimeoutSeconds,
      execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
    });
    discovered.set(key, { at: Date.now(), config });
    config.catch(() => discovered.delete(key));
    return config;
  }

  /** Whether the provider offers RP-initiated logout (an end-session endpoint in its discovery document). */
  const endsSessions = (config: oidc.Configuration) => Boolean(config.serverMetadata().end_session_endpoint);

  /**
   * What a session keeps of the provider's answer, sealed: the refresh token, and the ID token only when the
   * provider can end sessions (it is then the `id_token_hint` of the user's sign-out there, nothing else).
   */
  const sealedGrant = (
    config: oidc.Configuration,
    answer: oidc.TokenEndpointResponse,
    previous: Pick<ProviderGrant, 'refreshSealed' | 'idTokenSealed'> = { refreshSealed: null, idTokenSealed: null },
  ): ProviderGrant => ({
    refreshSealed: answer.refresh_token ? box.seal(answer.refresh_token) : previous.refreshSealed,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
    idTokenSealed: answer.id_token && endsSessions(config) ? box.seal(answer.id_token) : previous.idTokenSealed,
  });

  /** Our account of the provider's user: linked by subject, else by address in the tenant, else made when allowed. */
  async function accountOf(
    tx: Queryable,
    sso: StoredSso,
    subject: string,
    email: string,
    claims: Record<string, unknown>,
    role: Exclude<Role, 'SysAdmin'>,
  ) {
    const linked = await ssoIdentity(tx, sso.tenantId, subject);
    let user: UserRow | undefined = linked ? await userById(tx, linked) : await userByEmail(tx, email);
    if (user && user.tenant_id !== sso.tenantId)
      throw new SsoRefusal('This address belongs to another organisation. Please ask your administrator.');
    if (!user) {
      if (!sso.createAccounts) throw new SsoRefusal('You have no account here yet. Please ask your administrator.');
      // Never used to sign in: a random password keeps the account's password sign-in as slow to refuse as any other.
      const hash = await hashPassword(randomBytes(24).toString('base64url'));
      const id = await insertUser(tx, sso.tenantId, { email, fullName: namesOf(claims, email), role }, { hash, mustChange: false });
      user = (await userById(tx, id)) as UserRow;
    }
    if (!linked) await linkSsoIdentity(tx, sso.tenantId, subject, user.id);
    return user;
  }

  /** The callback's work once its state was spent; `known` learns the address, for the audit log of a refusal. */
  async function finishRequest(
    request: SsoRequest,
    query: Record<string, string | undefined>,
    known: { email: string | null },
  ): Promise<string> {
    const sso = await tenantSso(db, request.tenantId);
    if (!sso) throw new SsoRefusal('Single sign-on is no longer set up for your organisation.');
    const config = await providerOf(sso);
    const callbackUrl = new URL(request.redirectUri);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) callbackUrl.searchParams.set(name, value);
    const answer = await oidc.authorizationCodeGrant(
      config,
      callbackUrl,
      { pkceCodeVerifier: request.codeVerifier, expectedState: query.state, expectedNonce: request.nonce, idTokenExpected: true },
      { redirect_uri: request.redirectUri },
    );
    const idClaims = answer.claims() as oidc.IDToken;
    // Many providers put groups (and sometimes the address) only in userinfo.
    const claims: Record<string, unknown> =
      idClaims[sso.groupsClaim] === undefined || !idClaims.email
        ? { ...(await oidc.fetchUserInfo(config, answer.access_token, idClaims.sub)), ...idClaims }
        : idClaims;
    const email = normalizeEmail(text(claims.email));
    known.email = email || null;
    if (!email || claims.email_verified === false) throw new SsoRefusal('Your provider gave no verified e-mail address.');
    const role = roleOfGroups(sso, groupsOf(claims[sso.groupsClaim]) ?? []);
    if (!role) throw new SsoRefusal('Your groups give you no access here. Please ask your administrator.');

    const handoff = randomBytes(32).toString('base64url');
    const userId = await db.transaction(async (tx) => {
      const user = await accountOf(tx, sso, idClaims.sub, email, claims, role);
      if (user.role !== role) {
        // Roles follow the groups: sessions holding the old role end, as when an Admin changes it.
        await setUserRole(tx, user.id, role);
        await tokens.revokeUser(tx, user.id);
      }
      await recordSignIn(tx, user.id);
      // The provider vouches for the user again: personal keys suspended at a refusal of theirs work again.
      await suspendPersonalApiKeys(tx, user.id, false);
      await insertSsoHandoff(tx, sha256(handoff), user.id, sso.tenantId, sealedGrant(config, answer));
      return user.id;
    });
    await tokens.announceRevoked(userId);
    return handoff;
  }

  return {
    providerOf,
    seal: (clientSecret: string) => box.seal(clientSecret),

    /** Records the request's state, nonce and PKCE verifier; answers the provider's authorization address. */
    async start(tenantId: string, redirectUri: string): Promise<string | undefined> {
      const sso = await tenantSso(db, tenantId);
      if (!sso) return undefined;
      const config = await providerOf(sso);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await insertSsoRequest(db, sha256(state), { tenantId, codeVerifier, nonce, redirectUri });
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: sso.scopes,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /**
     * The provider's answer (the callback's query): spends its state, exchanges the code, checks the ID
     * token, maps the groups to a role and answers a one-time code for the console. Throws SsoRefusal
     * with the user's reason, or the library's error (logged, shown as a generic refusal).
     */
    async finish(query: Record<string, string | undefined>): Promise<string> {
      const request = query.state ? await takeSsoRequest(db, sha256(query.state)) : undefined;
      if (!request) throw new SsoRefusal('This sign-in has expired or was already used. Please try again.');
      const known = { tenantId: request.tenantId, email: null as string | null };
      try {
        return await finishRequest(request, query, known);
      } catch (error) {
        throw Object.assign(error instanceof SsoRefusal ? error : new SsoRefusal(answerRefused, { cause: error }), known);
      }
    },

    /** Spends a one-time code: our tokens for its user, their refresh family bound to the provider's session. */
    async take(tx: Queryable, code: string): Promise<{ issued: IssuedTokens; user: UserRow } | undefined> {
      const session = await takeSsoHandoff(tx, sha256(code));
      const user = session && (await userById(tx, session.userId));
      if (!session || !user) return undefined;
      const issued = await tokens.issue(tx, {
        id: user.id,
        role: user.role,
        tenantId: user.tenant_id,
        sessionVersion: user.session_version,
        signInMethod: 'sso',
      });
      await bindSsoSession(tx, session.id, (await tokens.liveFamilyOf(tx, issued.refreshToken)) as string);
      return { issued, user };
    },

    /**
     * Before one of our refreshes: a session signed in through a provider is refreshed there too. Answers
     * 'refused' when the provider refuses (the user was disabled, the grant revoked), 'ended' when the
     * provider was removed or its grant ran out, 'unreachable' when it cannot be asked (the session is
     * kept), 'sso' when it still holds, and 'password' for other sessions.
     */
    async checkAtRefresh(refreshToken: string): Promise<'password' | 'sso' | 'ended' | 'refused' | 'unreachable'> {
      const familyId = await tokens.liveFamilyOf(db, refreshToken);
      const session = familyId ? await ssoSessionOfFamily(db, familyId) : undefined;
      if (!session) return 'password';
      const sso = await tenantSso(db, session.tenantId);
      if (!sso) return 'ended';
      if (!session.refreshSealed) {
        // Without a provider refresh token the session lasts as long as the provider's access token did.
        return session.expiresAt && session.expiresAt.getTime() < Date.now() ? 'ended' : 'sso';
      }
      try {
        const config = await providerOf(sso);
        const answer = await oidc.refreshTokenGrant(config, box.open(session.refreshSealed));
        await updateProviderGrant(db, session.id, sealedGrant(config, answer, session));
        return 'sso';
      } catch (error) {
        return error instanceof oidc.ResponseBodyError ? 'refused' : 'unreachable';
      }
    },

    /**
     * At sign-out, before our session ends: the provider's end-session address (RP-initiated logout) that
     * brings the browser back to `postLogoutRedirectUri`, for a session signed in through a provider that
     * offers one; else undefined, and the sign-out stays ours. The provider session is forgotten either way.
     */
    async endSessionUrl(refreshToken: string, postLogoutRedirectUri: string): Promise<string | undefined> {
      const familyId = await tokens.liveFamilyOf(db, refreshToken);
      const session = familyId ? await ssoSessionOfFamily(db, familyId) : undefined;
      if (!session) return undefined;
      await deleteSsoSession(db, session.id);
      const sso = await tenantSso(db, session.tenantId);
      if (!sso) return undefined;
      // Discovery is remembered for an hour: a provider unreachable now leaves the sign-out local, never stuck.
      const config = await providerOf(sso).catch(() => undefined);
      if (!config || !endsSessions(config)) return undefined;
      return oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        ...(session.idTokenSealed ? { id_token_hint: box.open(session.idTokenSealed) } : {}),
      }).href;
    },
  };
}

export type Sso = Awaited<ReturnType<typeof createSso>>;
