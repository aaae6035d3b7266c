import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { findOwned } from '../auth/tenancy';
import { optionalText, type RowValues } from './rowWrites';
import { sortableFields } from '../http/sortFields';

export interface SensorRow {
  id: string;
  tenant_id: string;
  unique_id: string;
  name: string;
  phone: string | null;
  model_id: string | null;
  model_name: string | null;
  asset_id: string | null;
  asset_name: string | null;
  last_message_at: Date | null;
  created_at: Date;
}

export const sensorColumns = sql`s.id, s.tenant_id, s.unique_id, s.name, s.phone, s.model_id, m.name as model_name,
  a.id as asset_id, a.name as asset_name, s.last_message_at, s.created_at`;

// The asset a device is fitted to is the one whose sensor_id names it (see assetLinks).
export const sensorFrom = sql`sensors s left join sensor_models m on m.id = s.model_id left join assets a on a.sensor_id = s.id`;

export const sensorSortable = sortableFields<'listSensors'>({
  name: 's.name',
  uniqueId: 's.unique_id',
  phone: 's.phone',
  modelName: 'm.name',
  assetName: 'a.name',
  lastMessageAt: 's.last_message_at',
  createdAt: 's.created_at',
});

export const sensorSearch = ['s.unique_id', 's.name', 's.phone', 'm.name', 'a.name'];

export const toSensor = (row: SensorRow): Schema<'Sensor'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  uniqueId: row.unique_id,
  name: row.name,
  phone: row.phone,
  modelId: row.model_id,
  modelName: row.model_name,
  assetId: row.asset_id,
  assetName: row.asset_name,
  lastMessageAt: row.last_message_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

export const sensorValues = (input: Schema<'SensorInput'>): RowValues => ({
  unique_id: input.uniqueId,
  name: input.name.trim(),
  phone: optionalText(input.phone),
  model_id: input.modelId ?? null,
});

/** The device of an id, whatever its tenant (the caller has just placed it); 404 when there is none. */
export const findSensor = async (db: Queryable, id: string): Promise<Schema<'Sensor'>> =>
  toSensor(await findOwned<SensorRow>(db, sql`select ${sensorColumns} from ${sensorFrom} where s.id = ${id}`, 'Device'));
