import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import type { Schema } from '../contract';
import type { Period } from '../http/reportPeriod';
import { sensorAttributes, sensorValue } from './deviceAttributes';
import { assetPositionsIn } from './positionSeries';
import { cappedQuery, shorterPeriod } from '../http/rowCap';
import { mapPage, type ListParams, type Page } from '../http/listQuery';
import { listPage } from './pagedList';

export interface MessageRow {
  time: Date;
  attributes: Record<string, unknown>;
}

export const toSensorRecord = (row: MessageRow, keys?: readonly string[]): Schema<'SensorRecord'> => ({
  time: row.time.toISOString(),
  attributes: sensorAttributes(row.attributes, keys),
});

/** The messages of the period that carry any of `keys`, newest first, with those attributes only. */
export async function deviceRecords(
  db: Queryable,
  assetId: string,
  period: Period,
  keys: readonly string[],
  maxRows: number,
): Promise<Schema<'SensorRecord'>[]> {
  const statement = sql`select time, attributes from positions
    where ${assetPositionsIn(assetId, period)} and attributes ?| ${keys} :: text[] order by time desc`;
  const rows = await cappedQuery<MessageRow>(db, statement, maxRows, shorterPeriod);
  return rows.map((row) => toSensorRecord(row, keys));
}

/** The latest value of every attribute the asset's device has ever sent, by name. */
export async function sensorsState(db: Queryable, assetId: string): Promise<Schema<'SensorState'>[]> {
  const rows = await db.query<{ name: string; value: unknown; time: Date }>(sql`
    select distinct on (attribute.key) attribute.key as name, attribute.value, p.time
    from positions p cross join lateral jsonb_each(p.attributes) attribute
    where p.asset_id = ${assetId} and p.attributes <> '{}' and attribute.value <> 'null' :: jsonb
    order by attribute.key, p.time desc`);
  return rows.flatMap((row) => {
    const value = sensorValue(row.value);
    return value === undefined ? [] : [{ name: row.name, value, updatedAt: row.time.toISOString() }];
  });
}

/** Every message with all its attributes, newest first; the whole history when no period is given. */
export const listSensorLog = async (
  db: Queryable,
  assetId: string,
  period: Period | null,
  params: ListParams,
  maxRows: number,
): Promise<Page<Schema<'SensorRecord'>>> =>
  mapPage(
    await listPage<MessageRow>(
      db,
      {
        columns: sql`time, attributes`,
        from: sql`positions`,
        where: [period ? assetPositionsIn(assetId, period) : sql`asset_id = ${assetId}`],
        sortable: { time: 'time' },
        defaultSort: 'time',
        // Time is unique per asset (the primary key), so it also keeps pages from overlapping.
        id: 'time',
      },
      { pageNumber: params.pageNumber, pageSize: params.pageSize, sort: 'time', order: 'desc' },
      maxRows,
    ),
    (row) => toSensorRecord(row),
  );
