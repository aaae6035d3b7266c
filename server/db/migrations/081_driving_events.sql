-- Driving behaviour (issue 30): harsh acceleration, braking and cornering, as devices report them or
-- as ingestion derives them from positions. The driver is the asset's session's at `time` (read, not stored).
create table driving_events (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null,
  asset_id uuid not null references assets (id) on delete cascade,
  kind text not null check (kind in ('harshAcceleration', 'harshBraking', 'harshCornering')),
  time timestamptz not null,
  latitude double precision not null,
  longitude double precision not null,
  speed_kmh double precision not null,
  -- m/s²; null when a device's alarm tells none.
  value double precision,
  duration_ms integer,
  source text not null check (source in ('device', 'derived')),
  -- A position sent twice gives its event once.
  constraint driving_events_once unique (asset_id, time, kind)
);
create index driving_events_tenant_time on driving_events (tenant_id, time);
