import sql from 'sql-template-tag';
import { prepared, type Queryable } from '../../db/engine';
import type { PositionReport } from '../osmand/positionReport';
import type { AssetPosition } from '../assetState';

export const positionKey = (assetId: string, time: Date) => `${assetId}/${time.getTime()}`;

/**
 * One multi-row INSERT for the whole batch. A position already stored (same asset, same time)
 * is skipped; answers the keys of the rows actually inserted.
 */
export async function insertPositions(
  tx: Queryable,
  rows: { assetId: string; tenantId: string; report: PositionReport }[],
): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const records = rows.map(({ assetId, tenantId, report }) => ({
    asset_id: assetId,
    time: report.time.toISOString(),
    tenant_id: tenantId,
    latitude: report.latitude,
    longitude: report.longitude,
    speed_kmh: report.speedKmh,
    heading: report.heading,
    altitude: report.altitude,
    accuracy: report.accuracy,
    attributes: report.attributes,
  }));
  const inserted = await tx.query<{ asset_id: string; time: Date }>(prepared(sql`
    insert into positions (asset_id, time, tenant_id, latitude, longitude, speed_kmh, heading, altitude, accuracy, attributes)
    select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(asset_id uuid, time timestamptz, tenant_id uuid,
      latitude float8, longitude float8, speed_kmh float8, heading float8, altitude float8, accuracy float8, attributes jsonb)
    on conflict (asset_id, time) do nothing
    returning asset_id, time`));
  return new Set(inserted.map((row) => positionKey(row.asset_id, row.time)));
}

/** New current positions of assets, and "heard from" for every device of the batch, in one statement. */
export async function updateAssetsAndSensors(
  tx: Queryable,
  assets: { assetId: string; position: AssetPosition }[],
  sensorIds: string[],
): Promise<void> {
  const records = assets.map(({ assetId, position }) => ({
    id: assetId,
    latitude: position.latitude,
    longitude: position.longitude,
    speed_kmh: position.speedKmh,
    heading: position.heading,
    address: position.address,
    last_position_at: position.lastPositionAt?.toISOString() ?? null,
    status: position.status,
  }));
  await tx.query(prepared(sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(id uuid, latitude float8, longitude float8,
        speed_kmh float8, heading float8, address text, last_position_at timestamptz, status text)
    ), moved as (
      update assets a set latitude = r.latitude, longitude = r.longitude, speed_kmh = r.speed_kmh, heading = r.heading,
        address = r.address, last_position_at = r.last_position_at, status = r.status
      from r where a.id = r.id
    )
    update sensors set last_message_at = now() where id = any(${sensorIds}::uuid[])`));
}
