-- Single sign-on per tenant (OpenID Connect). One provider per tenant; the client secret is kept encrypted
-- (AES-256-GCM, key in server_secrets under 'sso'), never answered by the API.
create table tenant_sso (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  display_name text not null,
  issuer text not null,
  client_id text not null,
  client_secret_sealed text not null,
  scopes text not null,
  groups_claim text not null,
  -- Ordered [{group, role}]: the first rule whose group the user has gives the role.
  role_rules jsonb not null,
  -- The role of a user matching no rule; null refuses them.
  default_role text check (default_role in ('Admin', 'Operator', 'Viewer')),
  create_accounts boolean not null,
  -- The sign-in page offers this provider to e-mail addresses of these domains (lower case).
  email_domains text[] not null,
  require_sso boolean not null,
  updated_at timestamptz not null default now()
);

-- Who a provider's subject is here: the link survives a change of e-mail address at the provider.
create table sso_identities (
  tenant_id uuid not null references tenants (id) on delete cascade,
  subject text not null,
  user_id uuid not null references users (id) on delete cascade,
  primary key (tenant_id, subject)
);

-- Authorization requests under way: each state is spent once, within ten minutes.
create table sso_requests (
  state_hash text primary key,
  tenant_id uuid not null references tenants (id) on delete cascade,
  code_verifier text not null,
  nonce text not null,
  redirect_uri text not null,
  expires_at timestamptz not null
);

-- A finished sign-in waiting for the console to take its tokens (a one-time code of one minute), then the
-- provider's refresh token of each of our refresh-token families, checked with the provider at every refresh.
create table sso_sessions (
  id uuid primary key default gen_random_uuid(),
  handoff_hash text unique,
  handoff_expires_at timestamptz,
  family_id uuid unique,
  user_id uuid not null references users (id) on delete cascade,
  tenant_id uuid not null references tenants (id) on delete cascade,
  provider_refresh_sealed text,
  provider_expires_at timestamptz,
  created_at timestamptz not null default now()
);
