-- Commands sent to tracking devices (engine stop and resume, custom text), with their delivery state.
-- A command belongs to its device and is reached through the device's tenant; it goes with the device.

-- The protocol a device speaks (teltonika, gt06, h02, ...): set when a pending device is registered
-- and whenever the device logs in over a tracker listener; null until then. It decides which
-- commands the device takes while it is offline.
alter table sensors add column protocol text;

create table device_commands (
  id uuid primary key default gen_random_uuid(),
  sensor_id uuid not null references sensors (id) on delete cascade,
  type text not null check (type in ('engineStop', 'engineResume', 'custom')),
  text text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'answered', 'failed')),
  answer text,
  failure text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  finished_at timestamptz,
  check (type <> 'custom' or text is not null)
);
create index device_commands_sensor on device_commands (sensor_id, created_at desc);
-- Delivery looks for a device's queued and sent commands, and for sent ones past their answer time.
create index device_commands_open on device_commands (status, sent_at) where status in ('queued', 'sent');
