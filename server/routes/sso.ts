import type { Schema } from '../contract';
import type { RouteModule } from '../http/operations';
import { deleted } from '../http/operations';
import { callerOf } from '../auth/guard';
import { assertOwnTenant } from '../auth/tenancy';
import { isLoopbackHttp, loginPage, SsoRefusal } from '../auth/sso';
import { badRequest, conflict, ConflictCode, HttpError, notFound, unauthorized } from '../http/errors';
import { findTenant } from '../repos/tenants';
import { insertAuditEntry } from '../repos/auditLog';
import { deleteTenantSso, saveTenantSso, ssoOfDomain, tenantSso, type StoredSso } from '../repos/tenantSso';
import { toUser } from '../repos/users';

/** The settings as answered: named one by one, so that the sealed secret can never slip into an answer. */
const toTenantSso = (sso: StoredSso): Schema<'TenantSso'> => ({
  tenantId: sso.tenantId,
  displayName: sso.displayName,
  issuer: sso.issuer,
  clientId: sso.clientId,
  scopes: sso.scopes,
  groupsClaim: sso.groupsClaim,
  roleRules: sso.roleRules,
  defaultRole: sso.defaultRole,
  createAccounts: sso.createAccounts,
  emailDomains: sso.emailDomains,
  requireSso: sso.requireSso,
});

/** Where the provider sends the browser back: this API, on the address the browser used for it. */
const callbackPath = '/api/authentication/sso/callback';

/**
 * Single sign-on: each tenant's OpenID provider (set by a SysAdmin or the tenant's Admin) and the
 * browser's way through it. The flow's checks are in server/auth/sso.ts.
 */
export const ssoRoutes: RouteModule = ({ db, sso: relyingParty }) => ({
  async getTenantSso(request) {
    const { id } = request.params;
    assertOwnTenant(callerOf(request), id);
    const stored = await tenantSso(db, id);
    if (stored) return toTenantSso(stored);
    await findTenant(db, id);
    return null;
  },

  async setTenantSso(request) {
    const { id } = request.params;
    const { clientSecret, ...body } = request.body;
    assertOwnTenant(callerOf(request), id);
    await findTenant(db, id);
    const issuer = new URL(body.issuer);
    if (issuer.protocol !== 'https:' && !isLoopbackHttp(issuer)) throw badRequest('issuer', 'The issuer must be an https address.');
    if (!body.scopes.split(' ').includes('openid')) throw badRequest('scopes', 'The scopes must include openid.');
    const emailDomains = [...new Set(body.emailDomains.map((domain) => domain.toLowerCase()))];
    for (const domain of emailDomains) {
      const owner = await ssoOfDomain(db, domain);
      if (owner && owner.tenantId !== id)
        throw conflict(ConflictCode.duplicate, `Another organisation signs in the addresses of ${domain}.`);
    }
    const before = await tenantSso(db, id);
    if (!clientSecret && !before) throw badRequest('clientSecret', 'This field is required.');
    const next: StoredSso = {
      ...body,
      tenantId: id,
      issuer: body.issuer.replace(/\/+$/, ''),
      emailDomains,
      clientSecretSealed: clientSecret ? relyingParty.seal(clientSecret) : (before as StoredSso).clientSecretSealed,
    };
    // A provider whose discovery document cannot be read would only fail at sign-in: say so now.
    try {
      await relyingParty.providerOf(next);
    } catch (error) {
      throw badRequest('issuer', `The provider's discovery document could not be read: ${(error as Error).message}`);
    }
    await saveTenantSso(db, next);
    return toTenantSso(next);
  },

  async deleteTenantSso(request) {
    const { id } = request.params;
    assertOwnTenant(callerOf(request), id);
    if (!(await deleteTenantSso(db, id))) throw notFound('Single sign-on');
    return deleted;
  },

  async discoverSso(request) {
    const { email, tenantId } = request.body;
    const found = tenantId
      ? await tenantSso(db, tenantId)
      : await ssoOfDomain(db, (email as string).trim().toLowerCase().split('@').pop() as string);
    return { provider: found ? { tenantId: found.tenantId, displayName: found.displayName, requireSso: found.requireSso } : null };
  },

  async startSso(request) {
    let authorizationUrl: string | undefined;
    try {
      authorizationUrl = await relyingParty.start(request.query.tenantId, `${request.protocol}://${request.host}${callbackPath}`);
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'single sign-on provider unreachable');
      throw new HttpError(502, { error: 'Your sign-in provider cannot be reached. Please try again later.' });
    }
    if (!authorizationUrl) throw notFound('Single sign-on');
    return { authorizationUrl };
  },

  async finishSso(request, reply) {
    try {
      const code = await relyingParty.finish(request.query);
      return reply.redirect(`${loginPage}#sso=${code}`);
    } catch (error) {
      if (!(error instanceof SsoRefusal)) throw error;
      // The user reads why when it is theirs to know; the library's reasons (issuer, nonce, PKCE) go to the log.
      if (error.cause) request.log.warn({ reason: (error.cause as Error).message }, 'single sign-on refused');
      await insertAuditEntry(db, {
        tenantId: error.tenantId,
        actorUserId: null,
        actorKeyId: null,
        actorEmail: error.email,
        actorRole: null,
        signInMethod: 'sso',
        action: 'finishSso',
        objectType: 'authentication/sso',
        objectId: null,
        objectName: null,
        before: null,
        after: { outcome: 'failed', reason: error.message },
        address: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return reply.redirect(`${loginPage}#ssoError=${encodeURIComponent(error.message)}`);
    }
  },

  async takeSsoSession(request) {
    const taken = await db.transaction((tx) => relyingParty.take(tx, request.body.code));
    if (!taken) throw unauthorized('This sign-in has expired or was already used. Please try again.');
    // The audit log names who signed in from the caller, as for every call with a token.
    request.caller = { userId: taken.user.id, role: taken.user.role, tenantId: taken.user.tenant_id, signInMethod: 'sso' };
    return { ...taken.issued, user: toUser(taken.user) };
  },
});
