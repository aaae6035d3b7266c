import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { listRows, type Page } from '../http/listQuery';
import { optionalText } from './rowWrites';

export interface AssetModelRow {
  id: string;
  name: string;
  manufacturer: string | null;
  year: number | null;
  fuel_type: string | null;
  tank_litres: number | null;
  description: string | null;
  created_at: Date;
}

export const assetModelColumns = sql`id, name, manufacturer, year, fuel_type, tank_litres, description, created_at`;

export const toAssetModel = (row: AssetModelRow): Schema<'AssetModel'> => ({
  id: row.id,
  name: row.name,
  manufacturer: row.manufacturer,
  year: row.year,
  fuelType: row.fuel_type,
  tankLitres: row.tank_litres,
  description: row.description,
  createdAt: row.created_at.toISOString(),
});

export const assetModelValues = (input: Schema<'AssetModelInput'>) => ({
  name: input.name.trim(),
  manufacturer: optionalText(input.manufacturer),
  year: input.year ?? null,
  fuel_type: input.fuelType ?? null,
  tank_litres: input.tankLitres ?? null,
  description: optionalText(input.description),
});

/** Asset types are a fixed vocabulary (seeded), so the whole list in name order. */
export const listAssetTypes = (db: Queryable, maxRows: number): Promise<Page<Schema<'AssetType'>>> =>
  listRows<Schema<'AssetType'>>(
    db,
    { columns: sql`id, name`, from: sql`asset_types`, where: [], sortable: { name: 'name' }, defaultSort: 'name' },
    {},
    maxRows,
  );
