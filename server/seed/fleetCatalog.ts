import sql, { raw } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { insertRows } from '../repos/rowWrites';

export const assetTypes = ['Car', 'Van', 'Truck', 'Bus', 'Motorcycle', 'Trailer'] as const;
export type AssetTypeName = (typeof assetTypes)[number];

export interface DemoAssetModel {
  name: string;
  manufacturer: string;
  year: number;
  fuelType: 'Diesel' | 'Petrol' | 'Electric' | 'Hybrid';
  type: AssetTypeName;
  /** World manufacturer identifier: the first three characters of the VIN. */
  wmi: string;
}

export const assetModels: DemoAssetModel[] = [
  { name: 'Mercedes-Benz Sprinter', manufacturer: 'Mercedes-Benz', year: 2021, fuelType: 'Diesel', type: 'Van', wmi: 'W1V' },
  { name: 'Ford Transit', manufacturer: 'Ford', year: 2020, fuelType: 'Diesel', type: 'Van', wmi: 'WF0' },
  { name: 'Volvo FH16', manufacturer: 'Volvo Trucks', year: 2019, fuelType: 'Diesel', type: 'Truck', wmi: 'YV2' },
  { name: 'Renault Master', manufacturer: 'Renault', year: 2022, fuelType: 'Diesel', type: 'Van', wmi: 'VF1' },
  { name: 'Toyota Corolla', manufacturer: 'Toyota', year: 2021, fuelType: 'Hybrid', type: 'Car', wmi: 'SB1' },
  { name: 'Volkswagen Crafter', manufacturer: 'Volkswagen', year: 2023, fuelType: 'Diesel', type: 'Van', wmi: 'WV1' },
  { name: 'MAN TGX', manufacturer: 'MAN', year: 2020, fuelType: 'Diesel', type: 'Truck', wmi: 'WMA' },
  { name: 'Tesla Model 3', manufacturer: 'Tesla', year: 2023, fuelType: 'Electric', type: 'Car', wmi: 'LRW' },
];

/** Device models, with the share of the demo devices that are of each. */
export const sensorModels = [
  { name: 'Teltonika FMB920', short: 'FMB920', manufacturer: 'Teltonika', protocol: 'teltonika', share: 0.4 },
  { name: 'Traccar Client', short: 'Phone', manufacturer: 'Traccar', protocol: 'osmand', share: 0.3 },
  { name: 'Suntech ST4300', short: 'ST4300', manufacturer: 'Suntech', protocol: 'suntech', share: 0.2 },
  { name: 'Teltonika RUTX11', short: 'RUTX11', manufacturer: 'Teltonika', protocol: 'rutx', share: 0.1 },
] as const;

/** Ids of the catalog records by name. */
export interface CatalogIds {
  types: Map<string, string>;
  models: Map<string, string>;
  sensorModels: Map<string, string>;
}

const idsByName = async (tx: Queryable, table: string) =>
  new Map((await tx.query<{ id: string; name: string }>(sql`select id, name from ${raw(table)}`)).map((row) => [row.name, row.id]));

const catalogIds = async (tx: Queryable): Promise<CatalogIds> => ({
  types: await idsByName(tx, 'asset_types'),
  models: await idsByName(tx, 'asset_models'),
  sensorModels: await idsByName(tx, 'sensor_models'),
});

/**
 * Adds the asset types, asset models and device models that are missing (a SysAdmin may have
 * created some already) and answers the ids of all of them.
 */
export async function seedCatalog(tx: Queryable): Promise<CatalogIds> {
  const existing = await catalogIds(tx);
  await insertRows(
    tx,
    'asset_types',
    assetTypes.filter((name) => !existing.types.has(name)).map((name) => ({ name })),
  );
  await insertRows(
    tx,
    'asset_models',
    assetModels
      .filter((model) => !existing.models.has(model.name))
      .map((model) => ({
        name: model.name,
        manufacturer: model.manufacturer,
        year: model.year,
        fuel_type: model.fuelType,
        description: `${model.type} (${model.fuelType.toLowerCase()})`,
      })),
  );
  await insertRows(
    tx,
    'sensor_models',
    sensorModels
      .filter((model) => !existing.sensorModels.has(model.name))
      .map((model) => ({
        name: model.name,
        manufacturer: model.manufacturer,
        protocol: model.protocol,
        description: `Speaks the ${model.protocol} protocol.`,
      })),
  );
  return catalogIds(tx);
}
