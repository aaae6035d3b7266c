-- Two-factor sign-in (TOTP, RFC 6238). The secret is kept as entered in the authenticator app: it must be
-- read to check a code. A pending secret waits for its first code; the last accepted time step refuses replays.
alter table users add column totp_secret text;
alter table users add column totp_pending_secret text;
alter table users add column totp_last_step bigint;

-- Recovery codes, kept as SHA-256 hashes (each code has 80 random bits); each signs in once.
create table user_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index user_recovery_codes_user on user_recovery_codes (user_id);

-- Admins may require two-factor sign-in of their tenant's users.
alter table tenants add column two_factor_required boolean not null default false;

-- Links sharing one asset's live position without sign-in. Only the token's hash is kept.
create table location_shares (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  asset_id uuid not null references assets (id) on delete cascade,
  token_hash text not null unique,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index location_shares_asset on location_shares (asset_id, created_at);
