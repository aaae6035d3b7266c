-- The harsh-driving thresholds (by vehicle class) and score weights a tenant changed from the defaults
-- (server/telemetry/behaviour/drivingEvents.ts, server/reports/drivingScore.ts; docs/DRIVING.md).
-- The session grace period is tenants.driver_grace_seconds.
create table tenant_driving_settings (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  thresholds jsonb not null default '{}',
  weights jsonb not null default '{}',
  updated_at timestamptz not null default now()
);
