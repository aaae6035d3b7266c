import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { badRequest, notFound } from '../http/errors';
import { assertVisibleTargets } from '../repos/ownedAsset';
import { deleteSchedule, insertSchedule, schedulesOf, toSchedule } from '../repos/reportSchedules';
import { nextDelivery } from '../reports/deliveryTime';
import { knownTimeZone } from '../http/reportPeriod';

const maxSchedulesPerUser = 20;

/** A user's scheduled report mails: each user sees and stops only their own. */
export const reportScheduleRoutes: RouteModule = ({ db }) => ({
  async listReportSchedules(request, reply) {
    const rows = await schedulesOf(db, callerOf(request).userId);
    reply.header('X-Total-Count', String(rows.length));
    return rows.map(toSchedule);
  },

  async createReportSchedule(request): Promise<Schema<'ReportSchedule'>> {
    const caller = callerOf(request);
    const input = request.body;
    const timeZone = knownTimeZone(input.timeZone ?? 'UTC');
    const assetIds = input.assetIds ?? [];
    if (input.groupId && assetIds.length) throw badRequest('assetIds', 'Choose assets or a group, not both.');
    if (!input.groupId && !assetIds.length) throw badRequest('assetIds', 'Choose at least one asset, or a group.');
    await assertVisibleTargets(db, caller, { groupId: input.groupId, assetIds });
    if ((await schedulesOf(db, caller.userId)).length >= maxSchedulesPerUser) {
      throw badRequest('report', `At most ${maxSchedulesPerUser} scheduled reports per user.`);
    }
    const nextRunAt = new Date(nextDelivery(input.frequency, timeZone, Date.now()));
    return toSchedule(await insertSchedule(db, caller.userId, { ...input, timeZone }, nextRunAt));
  },

  async deleteReportSchedule(request) {
    const { id } = request.params;
    if (!(await deleteSchedule(db, callerOf(request).userId, id))) throw notFound('Report schedule');
    return { message: 'Deleted.' };
  },
});
