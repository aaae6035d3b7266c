import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import { optionalText } from './rowWrites';

export interface SensorModelRow {
  id: string;
  name: string;
  manufacturer: string | null;
  protocol: string;
  description: string | null;
  created_at: Date;
}

export const sensorModelColumns = sql`id, name, manufacturer, protocol, description, created_at`;

export const toSensorModel = (row: SensorModelRow): Schema<'SensorModel'> => ({
  id: row.id,
  name: row.name,
  manufacturer: row.manufacturer,
  protocol: row.protocol,
  description: row.description,
  createdAt: row.created_at.toISOString(),
});

export const sensorModelValues = (input: Schema<'SensorModelInput'>) => ({
  name: input.name.trim(),
  manufacturer: optionalText(input.manufacturer),
  protocol: input.protocol,
  description: optionalText(input.description),
});
