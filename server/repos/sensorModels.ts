import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import { optionalText } from './rowWrites';
import type { FuelSensor } from '../reports/fuel/fuelLevel';
import { defaultGreenDrivingUnit, type GreenDrivingUnit } from '../telemetry/trackers/teltonika/greenDriving';

export interface SensorModelRow {
  id: string;
  name: string;
  manufacturer: string | null;
  protocol: string;
  green_driving_unit: GreenDrivingUnit;
  fuel_sensor: FuelSensor | null;
  description: string | null;
  created_at: Date;
}

export const sensorModelColumns = sql`id, name, manufacturer, protocol, green_driving_unit, fuel_sensor, description, created_at`;

export const toSensorModel = (row: SensorModelRow): Schema<'SensorModel'> => ({
  id: row.id,
  name: row.name,
  manufacturer: row.manufacturer,
  protocol: row.protocol,
  greenDrivingUnit: row.green_driving_unit,
  fuelSensor: row.fuel_sensor,
  description: row.description,
  createdAt: row.created_at.toISOString(),
});

export const sensorModelValues = (input: Schema<'SensorModelInput'>) => ({
  name: input.name.trim(),
  manufacturer: optionalText(input.manufacturer),
  protocol: input.protocol,
  green_driving_unit: input.greenDrivingUnit ?? defaultGreenDrivingUnit,
  fuel_sensor: input.fuelSensor ? JSON.stringify(input.fuelSensor) : null,
  description: optionalText(input.description),
});
