-- Route corridors (issue 33): a geofence whose shape is a line (points) with a width, the farthest
-- a vehicle on the route may be from it; alerts when a vehicle leaves it and when it comes back.
alter table geofences drop constraint geofences_shape_check;
alter table geofences add constraint geofences_shape_check check (shape in ('polygon', 'circle', 'corridor'));
alter table geofences add column width_meters double precision;

alter table alerts drop constraint alerts_type_check;
alter table alerts add constraint alerts_type_check check (type in ('geofenceEnter', 'geofenceExit', 'speeding',
  'ignitionOn', 'ignitionOff', 'idle', 'offline', 'alarm', 'lowBattery', 'maintenanceDue', 'corridorExit', 'corridorReturn'));
