/*
 * Single sign-on: each tenant's OpenID provider, the provider subjects linked to our users, the
 * authorization requests under way and the sessions signed in through a provider.
 */

import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import type { Role } from '../auth/roles';

/** A tenant's provider as stored: the client secret still sealed. */
export interface StoredSso extends Omit<Schema<'TenantSso'>, 'defaultRole'> {
  defaultRole: Exclude<Role, 'SysAdmin'> | null;
  clientSecretSealed: string;
}

const ssoColumns = sql`tenant_id as "tenantId", display_name as "displayName", issuer, client_id as "clientId",
  client_secret_sealed as "clientSecretSealed", scopes, groups_claim as "groupsClaim", role_rules as "roleRules",
  default_role as "defaultRole", create_accounts as "createAccounts", email_domains as "emailDomains", require_sso as "requireSso"`;

export async function tenantSso(db: Queryable, tenantId: string): Promise<StoredSso | undefined> {
  const [row] = await db.query<StoredSso>(sql`select ${ssoColumns} from tenant_sso where tenant_id = ${tenantId}`);
  return row;
}

/** The provider of the tenant that lists this e-mail domain (lower case). */
export async function ssoOfDomain(db: Queryable, domain: string): Promise<StoredSso | undefined> {
  const [row] = await db.query<StoredSso>(sql`select ${ssoColumns} from tenant_sso where ${domain} = any (email_domains)
    order by tenant_id limit 1`);
  return row;
}

export async function saveTenantSso(db: Queryable, sso: StoredSso): Promise<void> {
  await db.query(sql`insert into tenant_sso (tenant_id, display_name, issuer, client_id, client_secret_sealed, scopes, groups_claim,
      role_rules, default_role, create_accounts, email_domains, require_sso)
    values (${sso.tenantId}, ${sso.displayName}, ${sso.issuer}, ${sso.clientId}, ${sso.clientSecretSealed}, ${sso.scopes},
      ${sso.groupsClaim}, ${JSON.stringify(sso.roleRules)}, ${sso.defaultRole}, ${sso.createAccounts}, ${sso.emailDomains}, ${sso.requireSso})
    on conflict (tenant_id) do update set display_name = excluded.display_name, issuer = excluded.issuer,
      client_id = excluded.client_id, client_secret_sealed = excluded.client_secret_sealed, scopes = excluded.scopes,
      groups_claim = excluded.groups_claim, role_rules = excluded.role_rules, default_role = excluded.default_role,
      create_accounts = excluded.create_accounts, email_domains = excluded.email_domains, require_sso = excluded.require_sso,
      updated_at = now()`);
}

/** Answers whether the tenant had a provider. */
export async function deleteTenantSso(db: Queryable, tenantId: string): Promise<boolean> {
  return (await db.query(sql`delete from tenant_sso where tenant_id = ${tenantId} returning tenant_id`)).length > 0;
}

/** Whether the user's tenant allows no password sign-in. */
export async function ssoRequiredOf(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ require_sso: boolean }>(sql`select s.require_sso from users u
    join tenant_sso s on s.tenant_id = u.tenant_id where u.id = ${userId}`);
  return row?.require_sso ?? false;
}

/** An authorization request under way, by the hash of its state. */
export interface SsoRequest {
  tenantId: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export async function insertSsoRequest(db: Queryable, stateHash: string, request: SsoRequest): Promise<void> {
  await db.query(sql`delete from sso_requests where expires_at < now()`);
  await db.query(sql`insert into sso_requests (state_hash, tenant_id, code_verifier, nonce, redirect_uri, expires_at)
    values (${stateHash}, ${request.tenantId}, ${request.codeVerifier}, ${request.nonce}, ${request.redirectUri},
      now() + interval '10 minutes')`);
}

/** Spends the request of this state: a second callback with it finds none. */
export async function takeSsoRequest(db: Queryable, stateHash: string): Promise<SsoRequest | undefined> {
  const [row] = await db.query<SsoRequest & { expired: boolean }>(sql`delete from sso_requests where state_hash = ${stateHash}
    returning tenant_id as "tenantId", code_verifier as "codeVerifier", nonce, redirect_uri as "redirectUri", expires_at < now() as expired`);
  return row && !row.expired ? row : undefined;
}

/** The user linked to the provider's subject in the tenant. */
export async function ssoIdentity(db: Queryable, tenantId: string, subject: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    sql`select user_id from sso_identities where tenant_id = ${tenantId} and subject = ${subject}`,
  );
  return row?.user_id;
}

export async function linkSsoIdentity(db: Queryable, tenantId: string, subject: string, userId: string): Promise<void> {
  await db.query(sql`insert into sso_identities (tenant_id, subject, user_id) values (${tenantId}, ${subject}, ${userId})
    on conflict (tenant_id, subject) do update set user_id = excluded.user_id`);
}

/**
 * A signed-in provider session: its refresh token (sealed) or, without one, when its access ends; and its
 * ID token (sealed), kept only for a provider that ends sessions, as the hint of the user's sign-out there.
 */
export interface ProviderGrant {
  refreshSealed: string | null;
  expiresAt: Date | null;
  idTokenSealed: string | null;
}

export async function insertSsoHandoff(
  db: Queryable,
  handoffHash: string,
  userId: string,
  tenantId: string,
  grant: ProviderGrant,
): Promise<void> {
  await db.query(sql`delete from sso_sessions where family_id is null and handoff_expires_at < now()`);
  await db.query(sql`insert into sso_sessions (handoff_hash, handoff_expires_at, user_id, tenant_id, provider_refresh_sealed, provider_expires_at,
      provider_id_token_sealed)
    values (${handoffHash}, now() + interval '1 minute', ${userId}, ${tenantId}, ${grant.refreshSealed}, ${grant.expiresAt},
      ${grant.idTokenSealed})`);
}

/** Spends a handoff code: answers its session and user once, within its minute. */
export async function takeSsoHandoff(db: Queryable, handoffHash: string): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db.query<{ id: string; userId: string }>(sql`update sso_sessions set handoff_hash = null
    where handoff_hash = ${handoffHash} and handoff_expires_at >= now() returning id, user_id as "userId"`);
  return row;
}

/** Ties a provider session to our refresh-token family, whose refreshes check it. */
export async function bindSsoSession(db: Queryable, id: string, familyId: string): Promise<void> {
  await db.query(sql`update sso_sessions set family_id = ${familyId} where id = ${id}`);
}

/** The provider session of a refresh-token family; none for password sign-ins. */
export async function ssoSessionOfFamily(
  db: Queryable,
  familyId: string,
): Promise<(ProviderGrant & { id: string; tenantId: string }) | undefined> {
  const [row] = await db.query<ProviderGrant & { id: string; tenantId: string }>(sql`select id, tenant_id as "tenantId",
    provider_refresh_sealed as "refreshSealed", provider_expires_at as "expiresAt", provider_id_token_sealed as "idTokenSealed"
    from sso_sessions where family_id = ${familyId}`);
  return row;
}

/** Forgets a provider session once the user signed out: its tokens are of no further use. */
export async function deleteSsoSession(db: Queryable, id: string): Promise<void> {
  await db.query(sql`delete from sso_sessions where id = ${id}`);
}

export async function updateProviderGrant(db: Queryable, id: string, grant: ProviderGrant): Promise<void> {
  await db.query(sql`update sso_sessions set provider_refresh_sealed = ${grant.refreshSealed}, provider_expires_at = ${grant.expiresAt},
    provider_id_token_sealed = ${grant.idTokenSealed} where id = ${id}`);
}
