-- Notifications that reach people (issue 17): browser push, webhooks, and each user's channels per alert type.

-- The server's VAPID key pair, made on first start: one row, kept so that subscriptions stay valid.
create table push_vapid_keys (
  id integer primary key default 1 check (id = 1),
  public_key text not null,
  private_key text not null,
  created_at timestamptz not null default now()
);

create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);
create index push_subscriptions_user on push_subscriptions (user_id);

-- A user's channels for one alert type; a type without a row uses the defaults (toast only).
create table notification_preferences (
  user_id uuid not null references users (id) on delete cascade,
  alert_type text not null,
  email boolean not null,
  push boolean not null,
  toast boolean not null,
  primary key (user_id, alert_type)
);

create table webhooks (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  url text not null,
  secret text not null,
  alert_types jsonb not null default '[]',
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhooks_tenant_name on webhooks (tenant_id, name, id);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null,
  webhook_id uuid not null references webhooks (id) on delete cascade,
  alert_id uuid references alerts (id) on delete set null,
  alert_type text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  response_status integer,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_deliveries_webhook_time on webhook_deliveries (webhook_id, created_at desc, id);
create index webhook_deliveries_alert on webhook_deliveries (alert_id);
