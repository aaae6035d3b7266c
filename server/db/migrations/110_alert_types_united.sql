-- Every alert type in one list. The drivers (080), fuel (086) and corridor (095) migrations were written
-- in parallel, each replacing the list with its own; this one is the union, and the place to add the next.
alter table alerts drop constraint alerts_type_check;
alter table alerts add constraint alerts_type_check check (type in ('geofenceEnter', 'geofenceExit', 'speeding',
  'ignitionOn', 'ignitionOff', 'idle', 'offline', 'alarm', 'lowBattery', 'maintenanceDue',
  'unknownDriverKey', 'driverUnauthorized', 'driverChanged', 'fuelFill', 'fuelDrain', 'corridorExit', 'corridorReturn'));
