-- The unit a device model sends Teltonika's green-driving value (IO 254) in: g x 100 (the default, as
-- Teltonika's parameter list is transcribed) or m/s² x 10 (as some device manuals have it). Ingestion
-- reads it with the batch's assets (server/telemetry/ingest/trackedAssets.ts); docs/DRIVING.md.
alter table sensor_models add column green_driving_unit text not null default 'g100'
  check (green_driving_unit in ('g100', 'ms2x10'));
