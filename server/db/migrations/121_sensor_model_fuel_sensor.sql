-- Fuel (issue 31): the sensor a device model's fuel level is read from, as an asset's (asset_fuel_setups.sensor:
-- {attribute, unit: litres|percent|raw, scale?, calibration?: [{raw, litres}]}). An asset without a sensor of its
-- own reads its device's model's, else its device protocol's usual ones; null: none on the model.
alter table sensor_models add column fuel_sensor jsonb;
