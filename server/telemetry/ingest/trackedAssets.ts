import sql from 'sql-template-tag';
import { prepared, type Queryable } from '../../db/engine';
import { assetPositionColumns, toAssetPosition, type AssetPosition, type AssetPositionRow } from '../assetState';

/** An asset whose device (sensor) reported in this batch. */
export interface TrackedAsset extends AssetPosition {
  deviceId: string;
  sensorId: string;
  assetId: string;
  tenantId: string;
  name: string;
}

interface Row extends AssetPositionRow {
  device_id: string;
  sensor_id: string;
  asset_id: string;
  tenant_id: string;
  name: string;
}

/**
 * The assets fitted with these devices, locked until the transaction ends: concurrent batches of
 * one asset (from another server instance) then apply in turn, so "newer than the last position"
 * and the alert states stay right. Locks are taken in id order so that batches cannot deadlock.
 */
export async function lockTrackedAssets(tx: Queryable, deviceIds: string[]): Promise<Map<string, TrackedAsset>> {
  const rows = await tx.query<Row>(prepared(sql`select s.unique_id as device_id, s.id as sensor_id, a.id as asset_id, a.tenant_id, a.name,
      ${assetPositionColumns}
    from sensors s join assets a on a.sensor_id = s.id
    where s.unique_id = any(${deviceIds}::text[])
    order by a.id
    for update of a`));
  return new Map(
    rows.map((row) => [
      row.device_id,
      {
        deviceId: row.device_id,
        sensorId: row.sensor_id,
        assetId: row.asset_id,
        tenantId: row.tenant_id,
        name: row.name,
        ...toAssetPosition(row),
      },
    ]),
  );
}
