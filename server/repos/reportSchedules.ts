import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import type { Frequency } from '../reports/deliveryTime';

export interface ScheduleRow {
  id: string;
  user_id: string;
  report: Schema<'ScheduledReport'>;
  asset_ids: string[];
  group_id: string | null;
  frequency: Frequency;
  time_zone: string;
  next_run_at: Date;
  leased_until: Date | null;
  last_sent_at: Date | null;
  created_at: Date;
}

export const toSchedule = (row: ScheduleRow): Schema<'ReportSchedule'> => ({
  id: row.id,
  report: row.report,
  assetIds: row.asset_ids,
  groupId: row.group_id,
  frequency: row.frequency,
  timeZone: row.time_zone,
  nextRunAt: row.next_run_at.toISOString(),
  lastSentAt: row.last_sent_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

export const schedulesOf = (db: Queryable, userId: string) =>
  db.query<ScheduleRow>(sql`select * from report_schedules where user_id = ${userId} order by created_at desc, id`);

export async function insertSchedule(
  db: Queryable,
  userId: string,
  input: Schema<'ReportScheduleInput'> & { timeZone: string },
  nextRunAt: Date,
) {
  const [row] =
    await db.query<ScheduleRow>(sql`insert into report_schedules (user_id, report, asset_ids, group_id, frequency, time_zone, next_run_at)
    values (${userId}, ${input.report}, ${JSON.stringify(input.assetIds ?? [])}, ${input.groupId ?? null}, ${input.frequency},
      ${input.timeZone}, ${nextRunAt}) returning *`);
  return row;
}

export const deleteSchedule = async (db: Queryable, userId: string, id: string) =>
  (await db.query(sql`delete from report_schedules where id = ${id} and user_id = ${userId} returning id`)).length > 0;

/** Schedules due at `now`, oldest due first, a batch at a time. */
export const dueSchedules = (db: Queryable, now: Date, limit: number) =>
  db.query<ScheduleRow>(sql`select * from report_schedules where next_run_at <= ${now} and (leased_until is null or leased_until <= ${now})
    order by next_run_at limit ${limit}`);

/**
 * Takes a due schedule until `until`, unless another run holds it. A delivery that crashes half
 * way is taken up again once the lease is over, for the same period (its next run is unchanged).
 */
export async function leaseSchedule(db: Queryable, row: ScheduleRow, now: Date, until: Date): Promise<boolean> {
  const taken = await db.query(sql`update report_schedules set leased_until = ${until}
    where id = ${row.id} and next_run_at = ${row.next_run_at} and (leased_until is null or leased_until <= ${now}) returning id`);
  return taken.length > 0;
}

export const markSent = (db: Queryable, id: string, sentAt: Date, nextRunAt: Date) =>
  db.query(sql`update report_schedules set last_sent_at = ${sentAt}, next_run_at = ${nextRunAt}, leased_until = null where id = ${id}`);
