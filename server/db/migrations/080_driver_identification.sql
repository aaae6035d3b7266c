-- Driver identification (issue 30): the keys a driver carries (iButton, RFID), the vehicles they may
-- drive, and who drove which vehicle when. assets.driver_id stays the asset's current driver: the
-- open session's driver, kept there so that every screen that shows an asset's driver shows it.
alter table tenants add column driver_grace_seconds integer not null default 30
  check (driver_grace_seconds between 0 and 86400);

-- Empty: the driver may drive any of the tenant's vehicles.
alter table drivers add column allowed_asset_ids uuid[] not null default '{}';

create table driver_keys (
  tenant_id uuid not null references tenants (id),
  key text not null check (key ~ '^[0-9A-F]{8,16}$'),
  driver_id uuid not null references drivers (id) on delete cascade,
  -- Named so that a duplicate answers 409 on the field `keys` (http/dbErrors.ts).
  constraint drivers_keys_key unique (tenant_id, key)
);
create index driver_keys_driver on driver_keys (driver_id);

create table driver_sessions (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null,
  asset_id uuid not null references assets (id) on delete cascade,
  driver_id uuid not null references drivers (id) on delete cascade,
  started_at timestamptz not null,
  ended_at timestamptz,
  source text not null check (source in ('key', 'manual')),
  end_reason text check (end_reason in ('otherKey', 'ignitionOff', 'manual', 'otherVehicle')),
  check (ended_at is null or ended_at >= started_at)
);
-- One open session per vehicle.
create unique index driver_sessions_open on driver_sessions (asset_id) where ended_at is null;
create index driver_sessions_asset_time on driver_sessions (asset_id, started_at desc);
create index driver_sessions_driver_time on driver_sessions (driver_id, started_at desc);

-- What ingestion remembers of an asset's keys between batches: the last key read (an unknown key
-- alerts once, not on every record that repeats it) and since when the ignition has been off.
create table asset_driver_state (
  asset_id uuid primary key references assets (id) on delete cascade,
  last_key text,
  ignition_off_since timestamptz
);

alter table alerts drop constraint alerts_type_check;
alter table alerts add constraint alerts_type_check check (type in ('geofenceEnter', 'geofenceExit', 'speeding',
  'ignitionOn', 'ignitionOff', 'idle', 'offline', 'alarm', 'lowBattery', 'maintenanceDue',
  'unknownDriverKey', 'driverUnauthorized', 'driverChanged'));
