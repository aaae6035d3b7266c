-- Alert types beside geofence and speed (issue 17): ignition, idle, offline, device alarms, low
-- battery and maintenance, each rule with an optional schedule.
alter table alert_triggers drop constraint alert_triggers_type_check;
alter table alert_triggers add constraint alert_triggers_type_check
  check (type in ('geofence', 'speed', 'ignition', 'idle', 'offline', 'alarm', 'lowBattery', 'maintenance'));
alter table alert_triggers add column ignition_event text check (ignition_event in ('on', 'off', 'both'));
alter table alert_triggers add column duration_minutes integer;
alter table alert_triggers add column alarms jsonb not null default '[]';
alter table alert_triggers add column battery_percent double precision;
alter table alert_triggers add column odometer_km double precision;
alter table alert_triggers add column engine_hours double precision;
alter table alert_triggers add column important_date_title text;
alter table alert_triggers add column days_before integer;
alter table alert_triggers add column schedule jsonb;

alter table alerts drop constraint alerts_type_check;
alter table alerts add constraint alerts_type_check check (type in ('geofenceEnter', 'geofenceExit', 'speeding',
  'ignitionOn', 'ignitionOff', 'idle', 'offline', 'alarm', 'lowBattery', 'maintenanceDue'));
