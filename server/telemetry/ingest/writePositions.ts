import sql from 'sql-template-tag';
import { prepared, type Queryable } from '../../db/engine';
import { ensurePartitionsFor } from '../../db/positionPartitions';
import type { PositionReport } from './positionReport';
import { setAssetPositions, toPositionRecord, type AssetPosition } from '../assetState';

export const positionKey = (assetId: string, time: Date) => `${assetId}/${time.getTime()}`;

type PositionRow = { assetId: string; tenantId: string; report: PositionReport };

/** The positions as one parameter (jsonb): the statement's text stays the same whatever the batch's size. */
const positionsInsert = (rows: PositionRow[]) => {
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
  return sql`insert into positions (asset_id, time, tenant_id, latitude, longitude, speed_kmh, heading, altitude, accuracy, attributes)
    select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(asset_id uuid, time timestamptz, tenant_id uuid,
      latitude float8, longitude float8, speed_kmh float8, heading float8, altitude float8, accuracy float8, attributes jsonb)
    on conflict (asset_id, time) do nothing
    returning asset_id, time`;
};

const insertedKeys = (rows: { asset_id: string; time: Date }[]) => new Set(rows.map((row) => positionKey(row.asset_id, row.time)));

/**
 * One multi-row INSERT. A position already stored (same asset, same time) is skipped; answers
 * the keys of the rows actually inserted.
 */
export async function insertPositions(tx: Queryable, rows: PositionRow[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  await ensurePartitionsFor(
    tx,
    rows.map(({ report }) => report.time),
  );
  return insertedKeys(await tx.query(prepared(positionsInsert(rows))));
}

/**
 * An ingestion batch's writes in one statement (one round trip): its positions as insertPositions
 * does, the new current positions of the assets that moved, and "heard from" for every device of
 * the batch. Answers the keys of the positions actually inserted.
 */
export async function writeBatch(
  tx: Queryable,
  batch: { positions: PositionRow[]; moved: { assetId: string; position: AssetPosition }[]; sensorIds: string[] },
): Promise<Set<string>> {
  await ensurePartitionsFor(
    tx,
    batch.positions.map(({ report }) => report.time),
  );
  return insertedKeys(
    await tx.query(
      prepared(sql`
    with inserted as (${positionsInsert(batch.positions)}
    ), moved as (${setAssetPositions(batch.moved.map(({ assetId, position }) => toPositionRecord(assetId, position)))}
    ), heard as (
      update sensors set last_message_at = now() where id = any(${batch.sensorIds}::uuid[])
    )
    select asset_id, time from inserted`),
    ),
  );
}
