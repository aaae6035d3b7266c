import { sortableFields } from '../http/sortFields';
import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { assetScope, findOwned, tenantScope, type Caller } from '../auth/tenancy';
import { listRows, mapPage, type ListParams, type Page } from '../http/listQuery';
import type { TrackerCommand } from '../telemetry/trackers/protocol';

export type CommandStatus = Schema<'DeviceCommand'>['status'];

export interface DeviceCommandRow {
  id: string;
  sensor_id: string;
  type: Schema<'DeviceCommandType'>;
  text: string | null;
  status: CommandStatus;
  answer: string | null;
  failure: string | null;
  created_at: Date;
  sent_at: Date | null;
  finished_at: Date | null;
}

export const commandColumns = sql`c.id, c.sensor_id, c.type, c.text, c.status, c.answer, c.failure, c.created_at, c.sent_at, c.finished_at`;

/** API field -> column of the listed rows (listRows sorts outside its query). */
export const commandSortable = sortableFields<'listSensorCommands'>({
  createdAt: 'created_at',
  sentAt: 'sent_at',
  finishedAt: 'finished_at',
  status: 'status',
  type: 'type',
});

/** Why a command failed, as stored and shown (the console translates these two). */
export const failureReasons = {
  noAnswer: 'no answer',
  unsupported: 'not supported by the protocol',
} as const;

export const toDeviceCommand = (row: DeviceCommandRow): Schema<'DeviceCommand'> => ({
  id: row.id,
  sensorId: row.sensor_id,
  type: row.type,
  text: row.text,
  status: row.status,
  answer: row.answer,
  failure: row.failure,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
  finishedAt: row.finished_at?.toISOString() ?? null,
});

/** The command as the codecs take it. */
export const trackerCommandOf = (row: Pick<DeviceCommandRow, 'type' | 'text'>): TrackerCommand =>
  row.type === 'custom' ? { type: 'custom', text: row.text as string } : { type: row.type };

export async function insertCommand(db: Queryable, sensorId: string, command: TrackerCommand, userId: string): Promise<string> {
  const text = command.type === 'custom' ? command.text : null;
  const [{ id }] = await db.query<{ id: string }>(sql`insert into device_commands (sensor_id, type, text, created_by)
    values (${sensorId}, ${command.type}, ${text}, ${userId}) returning id`);
  return id;
}

/** The queued commands of the device reporting as `identifier`, oldest first. */
export const queuedCommands = (db: Queryable, identifier: string) =>
  db.query<DeviceCommandRow>(sql`select ${commandColumns} from device_commands c join sensors s on s.id = c.sensor_id
    where s.unique_id = ${identifier} and c.status = 'queued' order by c.created_at, c.id`);

/** Takes a queued command for sending; false when another delivery took it first. */
export async function claimForSending(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    sql`update device_commands set status = 'sent', sent_at = now() where id = ${id} and status = 'queued' returning id`,
  );
  return rows.length > 0;
}

/** A command the connection closed under goes back to the queue, for the next login. */
export async function requeue(db: Queryable, id: string): Promise<void> {
  await db.query(sql`update device_commands set status = 'queued', sent_at = null where id = ${id} and status = 'sent'`);
}

export async function markFailed(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(sql`update device_commands set status = 'failed', failure = ${reason}, finished_at = now()
    where id = ${id} and status in ('queued', 'sent')`);
}

/** A device's answer belongs to the oldest command it was sent and has not answered; false when there is none. */
export async function recordAnswer(db: Queryable, identifier: string, text: string): Promise<boolean> {
  const rows = await db.query(sql`update device_commands set status = 'answered', answer = ${text}, finished_at = now()
    where id = (select c.id from device_commands c join sensors s on s.id = c.sensor_id
      where s.unique_id = ${identifier} and c.status = 'sent' order by c.sent_at, c.created_at, c.id limit 1 for update of c)
    returning id`);
  return rows.length > 0;
}

/** Sent commands with no answer since `sentBefore` fail; answers how many. */
export async function failUnanswered(db: Queryable, sentBefore: Date): Promise<number> {
  const rows = await db.query(sql`update device_commands set status = 'failed', failure = ${failureReasons.noAnswer}, finished_at = now()
    where status = 'sent' and sent_at < ${sentBefore} returning id`);
  return rows.length;
}

/** What the device's login taught: the protocol it speaks, which decides its commands while it is offline. */
export async function rememberProtocol(db: Queryable, identifier: string, protocol: string): Promise<void> {
  await db.query(sql`update sensors set protocol = ${protocol} where unique_id = ${identifier} and protocol is distinct from ${protocol}`);
}

export interface CommandedDevice {
  id: string;
  unique_id: string;
  /** The protocol the device last logged in with, else its model's. */
  protocol: string | null;
}

/** A device's commands are reached through the device, in the caller's tenant; 404 otherwise. */
export const findCommandedDevice = (db: Queryable, caller: Caller, id: string) =>
  findOwned<CommandedDevice>(
    db,
    sql`select s.id, s.unique_id, coalesce(s.protocol, m.protocol) as protocol
    from sensors s left join sensor_models m on m.id = s.model_id
    where s.id = ${id} and ${tenantScope(caller, 's.tenant_id')}
      and ${assetScope(caller, '(select a.id from assets a where a.sensor_id = s.id)')}`,
    'Device',
  );

/** The device's commands, newest first unless the caller sorts: the latest is the one a user looks for. */
export async function listCommands(
  db: Queryable,
  sensorId: string,
  params: ListParams,
  maxRows: number,
): Promise<Page<Schema<'DeviceCommand'>>> {
  const sorted: ListParams = params.sort ? params : { ...params, sort: 'createdAt', order: 'desc' };
  return mapPage(
    await listRows<DeviceCommandRow>(
      db,
      {
        columns: commandColumns,
        from: sql`device_commands c`,
        where: [sql`c.sensor_id = ${sensorId}`],
        sortable: commandSortable,
        defaultSort: 'createdAt',
      },
      sorted,
      maxRows,
    ),
    toDeviceCommand,
  );
}

export async function findCommand(db: Queryable, id: string): Promise<Schema<'DeviceCommand'>> {
  const [row] = await db.query<DeviceCommandRow>(sql`select ${commandColumns} from device_commands c where c.id = ${id}`);
  return toDeviceCommand(row);
}
