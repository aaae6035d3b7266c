-- Core schema. Every row of tenant data carries tenant_id; the server scopes every query by it.

create table tenants (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  contact_name text,
  contact_email text,
  contact_phone text,
  address text,
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid references tenants (id),
  email text not null unique,
  first_name text not null,
  last_name text not null,
  phone text,
  role text not null check (role in ('SysAdmin', 'Admin', 'Operator', 'Viewer')),
  password_hash text not null,
  must_change_password boolean not null default false,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (role = 'SysAdmin' or tenant_id is not null)
);

create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens (family_id);

create table password_resets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0,
  created_at timestamptz not null default now()
);
create index password_resets_user on password_resets (user_id);

-- Shared across instances so that every server signs and checks the same tokens.
create table server_secrets (
  name text primary key,
  value text not null
);

create table asset_models (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  manufacturer text,
  year integer,
  fuel_type text,
  description text,
  created_at timestamptz not null default now()
);

create table asset_types (
  id uuid primary key default gen_random_uuid(),
  name text not null unique
);

create table sensor_models (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  manufacturer text,
  protocol text not null,
  description text,
  created_at timestamptz not null default now()
);

create table drivers (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  licence_number text,
  licence_expiry date,
  phone text,
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index drivers_tenant on drivers (tenant_id);

create table sensors (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  unique_id text not null unique,
  name text not null,
  phone text,
  model_id uuid references sensor_models (id),
  last_message_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sensors_tenant on sensors (tenant_id);

create table assets (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  plate_number text,
  vin text,
  status text not null default 'OutOfNetwork' check (status in ('Parked', 'Moving', 'OutOfNetwork')),
  latitude double precision,
  longitude double precision,
  address text,
  speed_kmh double precision,
  heading double precision,
  last_position_at timestamptz,
  tags text not null default '',
  purchase_date date,
  important_dates jsonb not null default '[]',
  model_id uuid references asset_models (id),
  type_id uuid references asset_types (id),
  sensor_id uuid unique references sensors (id) on delete set null,
  driver_id uuid unique references drivers (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index assets_tenant_name on assets (tenant_id, name);
create index assets_tenant_status on assets (tenant_id, status);

-- One row per reported position; (asset_id, time) makes a repeated report a no-op.
create table positions (
  asset_id uuid not null references assets (id) on delete cascade,
  time timestamptz not null,
  tenant_id uuid not null,
  latitude double precision not null,
  longitude double precision not null,
  speed_kmh double precision not null default 0,
  heading double precision,
  altitude double precision,
  accuracy double precision,
  attributes jsonb not null default '{}',
  received_at timestamptz not null default now(),
  primary key (asset_id, time)
);
create index positions_tenant_time on positions (tenant_id, time);

create table trips (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null,
  asset_id uuid not null references assets (id) on delete cascade,
  start_time timestamptz not null,
  end_time timestamptz not null,
  distance_km double precision not null,
  max_speed_kmh double precision not null,
  start_latitude double precision not null,
  start_longitude double precision not null,
  end_latitude double precision not null,
  end_longitude double precision not null,
  start_address text,
  end_address text,
  -- A simplified track (at most 50 points) for lists; the full track is in positions.
  waypoints jsonb not null default '[]',
  unique (asset_id, start_time)
);
create index trips_asset_start on trips (asset_id, start_time desc);

create table geofences (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  description text,
  color text not null default '#3388ff',
  shape text not null check (shape in ('polygon', 'circle')),
  points jsonb not null default '[]',
  center_latitude double precision,
  center_longitude double precision,
  radius_meters double precision,
  geo_fence_source integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index geofences_tenant on geofences (tenant_id);

create table geofence_rules (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  enabled boolean not null default true,
  email_notifications boolean not null default false,
  recipients jsonb not null default '[]',
  updated_at timestamptz not null default now()
);

create table alert_triggers (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  type text not null check (type in ('geofence', 'speed')),
  geofence_id uuid references geofences (id) on delete cascade,
  event text check (event in ('enter', 'exit', 'both')),
  speed_limit_kmh double precision,
  asset_ids jsonb not null default '[]',
  recipients jsonb not null default '[]',
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index alert_triggers_tenant on alert_triggers (tenant_id);

create table alerts (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null,
  asset_id uuid not null references assets (id) on delete cascade,
  trigger_id uuid references alert_triggers (id) on delete set null,
  geofence_id uuid references geofences (id) on delete set null,
  type text not null check (type in ('geofenceEnter', 'geofenceExit', 'speeding')),
  message text not null,
  latitude double precision not null,
  longitude double precision not null,
  speed_kmh double precision,
  time timestamptz not null,
  is_read boolean not null default false,
  -- The same event reported twice must not alert twice.
  dedupe_key text not null unique
);
create index alerts_tenant_time on alerts (tenant_id, time desc);

-- Where each asset stood relative to each geofence and speed rule, to alert on changes only.
create table asset_rule_state (
  asset_id uuid not null references assets (id) on delete cascade,
  rule_key text not null,
  active boolean not null,
  changed_at timestamptz not null,
  primary key (asset_id, rule_key)
);
