import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Db, Queryable } from '../db/engine';
import { linkToAsset } from './assetLinks';
import { forgetCounts } from './countCache';
import { insertRow, optionalText } from './rowWrites';
import { listRows, mapPage, searchCondition, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import type { TrackerProtocolName } from '../telemetry/trackers/protocol';

/** A tracker that connected with an identifier no tenant has registered. */
export interface PendingDevice {
  identifier: string;
  protocol: TrackerProtocolName;
  firstSeen: Date;
  lastSeen: Date;
  remoteAddress: string;
  messageCount: number;
}

interface Row {
  identifier: string;
  protocol: TrackerProtocolName;
  first_seen: Date;
  last_seen: Date;
  remote_address: string;
  message_count: number;
}

/** Past this many rows the least recently seen are forgotten: a scan of random IMEIs cannot fill the disk. */
export const maxPendingDevices = 1000;

const toPendingDevice = (row: Row): PendingDevice => ({
  identifier: row.identifier,
  protocol: row.protocol,
  firstSeen: row.first_seen,
  lastSeen: row.last_seen,
  remoteAddress: row.remote_address,
  messageCount: row.message_count,
});

/**
 * Notes that an unregistered device was refused: a new row, or the known one's last sight, address and
 * message count. Only a new row can push the table past its cap, so only then are the oldest dropped.
 */
export async function recordPendingDevice(
  db: Queryable,
  device: { identifier: string; protocol: TrackerProtocolName; remoteAddress: string; messages?: number },
  cap = maxPendingDevices,
): Promise<void> {
  const messages = device.messages ?? 1;
  const [row] = await db.query<{ inserted: boolean }>(sql`insert into pending_devices (identifier, protocol, remote_address, message_count)
    values (${device.identifier}, ${device.protocol}, ${device.remoteAddress}, ${messages})
    on conflict (identifier, protocol) do update set last_seen = now(), remote_address = excluded.remote_address,
      message_count = pending_devices.message_count + excluded.message_count
    returning (xmax = 0) as inserted`);
  if (!row.inserted) return;
  await db.query(sql`delete from pending_devices where (identifier, protocol) in
    (select identifier, protocol from pending_devices order by last_seen desc offset ${cap})`);
}

/** Every pending device (at most the cap), most recently seen first. */
export async function listPendingDevices(db: Queryable): Promise<PendingDevice[]> {
  const rows = await db.query<Row>(sql`select identifier, protocol, first_seen, last_seen, remote_address, message_count
    from pending_devices order by last_seen desc, identifier`);
  return rows.map(toPendingDevice);
}

/** Forgets an identifier (of any protocol), once it is registered or dismissed; answers whether it was pending. */
export async function deletePendingDevice(db: Queryable, identifier: string): Promise<boolean> {
  const rows = await db.query(sql`delete from pending_devices where identifier = ${identifier} returning identifier`);
  return rows.length > 0;
}

/**
 * Registers a pending device in the tenant as a device fitted to the asset named, or to a new asset
 * of its own name: the listeners take data only from a device fitted to an asset. Answers the device's id.
 */
export async function registerPendingDevice(
  db: Db,
  pending: { protocol: string; identifier: string },
  tenantId: string,
  input: Schema<'PendingDeviceRegistration'>,
): Promise<string> {
  const sensorId = await db.transaction(async (tx) => {
    const id = await insertRow(tx, 'sensors', {
      tenant_id: tenantId,
      unique_id: pending.identifier,
      name: input.name.trim(),
      phone: optionalText(input.phone),
      model_id: input.modelId ?? null,
      protocol: pending.protocol,
    });
    const assetId = input.assetId ?? (await insertRow(tx, 'assets', { tenant_id: tenantId, name: input.name.trim() }));
    await linkToAsset(tx, 'sensor_id', id, assetId);
    // Registered: no longer pending under any protocol.
    await deletePendingDevice(tx, pending.identifier);
    return id;
  });
  // A list's remembered count must not hide the device and asset just made (see countCache).
  forgetCounts(db);
  return sensorId;
}

interface PendingRow {
  protocol: string;
  identifier: string;
  remote_address: string;
  first_seen: Date;
  last_seen: Date;
  message_count: number;
}

const pendingSortable = sortableFields<'listPendingDevices'>({
  protocol: 'protocol',
  identifier: 'identifier',
  remoteAddress: 'remote_address',
  firstSeenAt: 'first_seen',
  lastSeenAt: 'last_seen',
  messageCount: 'message_count',
});

const toPendingDeviceRecord = (row: PendingRow): Schema<'PendingDevice'> => ({
  id: `${row.protocol}:${row.identifier}`,
  protocol: row.protocol,
  identifier: row.identifier,
  remoteAddress: row.remote_address,
  firstSeenAt: row.first_seen.toISOString(),
  lastSeenAt: row.last_seen.toISOString(),
  messageCount: row.message_count,
});

/** Pending devices as the API lists them: most recently seen first unless the caller sorts, so a device being installed is at the top. */
export async function listPendingDevicePage(db: Queryable, params: ListParams, maxRows: number): Promise<Page<Schema<'PendingDevice'>>> {
  const sorted: ListParams = params.sort ? params : { ...params, sort: 'lastSeenAt', order: 'desc' };
  return mapPage(
    await listRows<PendingRow>(
      db,
      {
        columns: sql`protocol || ':' || identifier as id, protocol, identifier, remote_address, first_seen, last_seen, message_count`,
        from: sql`pending_devices`,
        where: searchCondition(params.query, ['identifier', 'protocol', 'remote_address']),
        sortable: pendingSortable,
        defaultSort: 'lastSeenAt',
      },
      sorted,
      maxRows,
    ),
    toPendingDeviceRecord,
  );
}

export async function isPendingDevice(db: Queryable, protocol: string, identifier: string): Promise<boolean> {
  const rows = await db.query(sql`select 1 from pending_devices where protocol = ${protocol} and identifier = ${identifier}`);
  return rows.length > 0;
}

/** Forgets one protocol's pending device; answers whether there was one. */
export async function dismissPendingDevice(db: Queryable, protocol: string, identifier: string): Promise<boolean> {
  const rows = await db.query(
    sql`delete from pending_devices where protocol = ${protocol} and identifier = ${identifier} returning identifier`,
  );
  return rows.length > 0;
}
