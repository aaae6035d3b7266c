import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import { optionalText, type RowValues } from './rowWrites';
import { sortableFields } from '../http/sortFields';

export interface DriverRow {
  id: string;
  tenant_id: string;
  name: string;
  licence_number: string | null;
  licence_expiry: string | null;
  phone: string | null;
  email: string | null;
  asset_id: string | null;
  asset_name: string | null;
  created_at: Date;
}

export const driverColumns = sql`d.id, d.tenant_id, d.name, d.licence_number, d.licence_expiry, d.phone, d.email,
  a.id as asset_id, a.name as asset_name, d.created_at`;

// The asset a driver drives is the one whose driver_id names them (see assetLinks).
export const driverFrom = sql`drivers d left join assets a on a.driver_id = d.id`;

export const driverSortable = sortableFields<'listDrivers'>({
  name: 'd.name',
  licenceNumber: 'd.licence_number',
  licenceExpiry: 'd.licence_expiry',
  phone: 'd.phone',
  email: 'd.email',
  assetName: 'a.name',
  createdAt: 'd.created_at',
});

export const driverSearch = ['d.name', 'd.licence_number', 'd.phone', 'd.email', 'a.name'];

export const toDriver = (row: DriverRow): Schema<'Driver'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  licenceNumber: row.licence_number,
  licenceExpiry: row.licence_expiry,
  phone: row.phone,
  email: row.email,
  assetId: row.asset_id,
  assetName: row.asset_name,
  createdAt: row.created_at.toISOString(),
});

export const driverValues = (input: Schema<'DriverInput'>): RowValues => ({
  name: input.name.trim(),
  licence_number: optionalText(input.licenceNumber),
  licence_expiry: input.licenceExpiry ?? null,
  phone: optionalText(input.phone),
  email: optionalText(input.email)?.toLowerCase() ?? null,
});
