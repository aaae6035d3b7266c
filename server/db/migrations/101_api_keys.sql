-- Keys integrators' systems call the API with, instead of a person's password. Only a hash of the
-- secret is kept; a revoked key stays listed (and named in the audit log).
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  name text not null,
  role text not null check (role in ('Admin', 'Operator', 'Viewer')),
  prefix text not null,
  secret_hash text not null unique,
  allowed_addresses text[] not null default '{}',
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  created_by uuid references users (id) on delete set null,
  last_used_at timestamptz,
  last_used_address text,
  revoked_at timestamptz
);
create index api_keys_tenant on api_keys (tenant_id, created_at desc);
