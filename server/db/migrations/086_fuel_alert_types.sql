-- Fills and drains of fuel as alert types (issue 31): rules of type fuelFill and fuelDrain raise alerts of the same names.
alter table alert_triggers drop constraint alert_triggers_type_check;
alter table alert_triggers add constraint alert_triggers_type_check
  check (type in ('geofence', 'speed', 'ignition', 'idle', 'offline', 'alarm', 'lowBattery', 'maintenance', 'fuelFill', 'fuelDrain'));

alter table alerts drop constraint alerts_type_check;
alter table alerts add constraint alerts_type_check check (type in ('geofenceEnter', 'geofenceExit', 'speeding',
  'ignitionOn', 'ignitionOff', 'idle', 'offline', 'alarm', 'lowBattery', 'maintenanceDue', 'fuelFill', 'fuelDrain'));
