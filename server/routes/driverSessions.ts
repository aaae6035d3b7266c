import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { assertSameTenant } from '../auth/tenancy';
import { badRequest, conflict, ConflictCode, notFound } from '../http/errors';
import { findAsset } from '../repos/assets';
import { endOpenSession, findSession, insertPastSession, listDriverSessions, startSession } from '../repos/driverSessions';

/** Who drove which vehicle when, and assignment by hand (issue 30). */
export const driverSessionRoutes: RouteModule = ({ db, config, clock }) => ({
  listDriverSessions: async (request, reply) =>
    sendPage(reply, await listDriverSessions(db, callerOf(request), request.query, config.responseMaxRows)),

  async assignDriver(request) {
    const asset = await findAsset(db, callerOf(request), request.params.id);
    const { driverId, startedAt, endedAt } = request.body;
    await assertSameTenant(db, 'drivers', driverId, asset.tenant_id, 'driverId');
    const now = new Date(clock());
    if ((startedAt === undefined) !== (endedAt === undefined))
      throw badRequest(startedAt ? 'endedAt' : 'startedAt', 'A past session needs both its start and its end.');
    const id = await db.transaction(async (tx) => {
      if (!startedAt || !endedAt) return startSession(tx, { assetId: asset.id, driverId, at: now, source: 'manual' }, 'manual');
      const [from, to] = [new Date(startedAt), new Date(endedAt)];
      if (from >= to) throw badRequest('endedAt', 'Must be after startedAt.');
      if (to > now) throw badRequest('endedAt', 'A past session ends before now; assign without a period to assign from now.');
      const inserted = await insertPastSession(tx, { assetId: asset.id, driverId, from, to });
      if (!inserted) throw conflict(ConflictCode.sessionOverlap, 'The period overlaps another driving session of this vehicle or driver.');
      return inserted;
    });
    return findSession(db, id);
  },

  async unassignDriver(request) {
    const asset = await findAsset(db, callerOf(request), request.params.id);
    const ended = await db.transaction((tx) => endOpenSession(tx, asset.id, new Date(clock()), 'manual'));
    if (!ended) throw notFound('Driving session');
    return deleted;
  },
});
