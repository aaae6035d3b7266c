-- Trackers that connected with an identifier nobody registered, for Admins to register in one click.
-- Not tenant-owned: until it is registered a device belongs to no tenant (see docs/DECISIONS.md).
-- Bounded: the server keeps the most recently seen rows only.
create table pending_devices (
  identifier text not null,
  protocol text not null,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  remote_address text not null,
  message_count integer not null default 1,
  primary key (identifier, protocol)
);
create index pending_devices_last_seen on pending_devices (last_seen desc);
