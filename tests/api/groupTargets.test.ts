import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import type { Schema } from '../support/api';
import { startSuite, type Suite } from '../support/suite';
import { report, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { insertTrip } from '../support/records';
import { reportSources } from '../../server/reports/reportData';
import { deliverDueReports } from '../../server/reports/scheduledDelivery';
import type { Mail } from '../../server/mail/mailer';

/** Issue 33: alert rules and report schedules that target an asset group, and fleet reports filtered by one. */
describe.each(behaviourEngines)('asset groups as targets, on %s', (engine) => {
  let suite: Suite;
  let admin: string;
  /** In Hamburg, a sub-group of North. */
  let inside: TrackedAsset;
  /** In South. */
  let outside: TrackedAsset;
  let northId: string;
  let hamburgId: string;
  let southId: string;
  let globexGroupId: string;
  /** An Operator limited to South. */
  let southOperator: string;
  let clock = Date.now() - 3_600_000;

  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token = admin) =>
    suite.api.call<T>(method, path, { token, body });
  /** Sends speeds one report every 10 s, on a line eastwards. */
  const drive = async (truck: TrackedAsset, speeds: number[]) => {
    for (const [index, speedKmh] of speeds.entries()) {
      const position = { latitude: 52.5, longitude: 13.4 + index * 0.001, speedKmh, time: new Date((clock += 10_000)) };
      expect(await report(suite.server.ingestUrl, truck.deviceId, position)).toBe(200);
    }
  };
  const speedingOf = async (truck: TrackedAsset) => {
    const response = await call<Schema<'Alert'>[]>('GET', `/alert?assetId=${truck.assetId}&type=speeding`);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    suite = await startSuite(engine);
    admin = suite.tokens.Admin;
    const { db } = suite.server.context;
    [inside, outside] = await trackedAssets(db, suite.users.Operator.tenantId as string, 'targets', 2);
    northId = (await call('POST', '/assetGroups', { name: 'North' })).body.id as string;
    hamburgId = (await call('POST', '/assetGroups', { name: 'Hamburg', parentId: northId, assetIds: [inside.assetId] })).body.id as string;
    southId = (await call('POST', '/assetGroups', { name: 'South', assetIds: [outside.assetId] })).body.id as string;
    [{ id: globexGroupId }] = await db.query<{ id: string }>(
      sql`insert into asset_groups (tenant_id, name) values (${suite.users.Globex.tenantId}, 'Globex depot') returning id`,
    );
    expect([northId, hamburgId, southId, globexGroupId].every(Boolean)).toBe(true);
    const made = await call('POST', '/users/user', {
      email: 'south@acme.example',
      password: 'Quiet-Harbour-77',
      role: 'Operator',
      fullName: { firstName: 'South', lastName: 'Operator' },
      groupIds: [southId],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    southOperator = (await suite.api.login('south@acme.example', 'Quiet-Harbour-77')).accessToken;
  }, 300_000);
  afterAll(() => suite?.server.stop());

  describe('an alert rule of a group', () => {
    it('fires for an asset of a sub-group and not for one outside, and follows the members', async () => {
      const rule = await call<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', {
        name: 'North over 80',
        type: 'speed',
        speedLimitKmh: 80,
        groupId: northId,
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(200);
      expect(rule.body).toMatchObject({ groupId: northId, assetIds: [] });
      expect((await call<Schema<'AlertTrigger'>>('GET', `/alert/${rule.body.id}/AlertTrigger`)).body.groupId).toBe(northId);

      await drive(inside, [50, 95, 60]);
      await drive(outside, [50, 95, 60]);
      expect((await speedingOf(inside)).map((alert) => alert.triggerId)).toEqual([rule.body.id]);
      expect(await speedingOf(outside)).toEqual([]);

      // The outside asset joins the sub-group: the rule watches it from its next position on.
      const moved = await call('PUT', `/assetGroups/${hamburgId}`, {
        name: 'Hamburg',
        parentId: northId,
        assetIds: [inside.assetId, outside.assetId],
      });
      expect(moved.status).toBe(200);
      await drive(outside, [50, 95, 60]);
      expect((await speedingOf(outside)).map((alert) => alert.triggerId)).toEqual([rule.body.id]);
      await call('PUT', `/assetGroups/${hamburgId}`, { name: 'Hamburg', parentId: northId, assetIds: [inside.assetId] });

      // A group a rule watches is not deleted from under it.
      expect((await call('DELETE', `/assetGroups/${northId}`)).status).toBe(409);
      expect((await call('DELETE', `/alert/${rule.body.id}/AlertTrigger`)).status).toBe(200);
    });

    it("refuses another tenant's group with 400", async () => {
      const body = { name: 'Elsewhere', type: 'speed', speedLimitKmh: 80, groupId: globexGroupId };
      const created = await call<Schema<'ValidationErrors'>>('POST', '/alert/AlertTrigger', body);
      expect(created.status).toBe(400);
      expect(JSON.stringify(created.body)).toContain('groupId');
      const rule = await call<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', { ...body, groupId: null });
      expect(rule.body.groupId).toBeNull();
      expect((await call('PUT', `/alert/${rule.body.id}/AlertTrigger`, body)).status).toBe(400);
    });

    it('refuses a limited user a group or asset beyond their groups, and takes their own', async () => {
      const rule = (body: Record<string, unknown>) =>
        call('POST', '/alert/AlertTrigger', { name: 'South over 80', type: 'speed', speedLimitKmh: 80, ...body }, southOperator);
      const beyondGroup = await rule({ groupId: northId });
      expect(beyondGroup.status).toBe(400);
      expect(JSON.stringify(beyondGroup.body)).toContain('groupId');
      expect((await rule({ assetIds: [inside.assetId] })).status).toBe(400);
      const own = await rule({ groupId: southId, assetIds: [outside.assetId] });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect((await call('DELETE', `/alert/${own.body.id as string}/AlertTrigger`)).status).toBe(200);
    });
  });

  describe('a report schedule of a group', () => {
    it('mails the report of the assets of the group and its sub-groups only', async () => {
      const created = await call<Schema<'ReportSchedule'>>('POST', '/reports/schedules', {
        report: 'events',
        groupId: northId,
        frequency: 'daily',
        timeZone: 'UTC',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toMatchObject({ groupId: northId, assetIds: [] });
      const { db } = suite.server.context;
      // Due in a year the server's own delivery job does not reach.
      await db.query(sql`update report_schedules set next_run_at = ${new Date('2030-01-01T00:00:00Z')} where id = ${created.body.id}`);
      const mails: Mail[] = [];
      expect(
        await deliverDueReports(
          reportSources(suite.server.context),
          async (mail) => void mails.push(mail),
          new Date('2030-01-01T00:01:00Z'),
        ),
      ).toBe(1);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(`${inside.name}:`);
      expect(mails[0].text).not.toContain(outside.name);
      const csv = String(mails[0].attachments?.find((file) => file.filename.endsWith('.csv'))?.content);
      expect(csv).not.toContain(outside.name);
      expect((await call('DELETE', `/reports/schedules/${created.body.id}`)).status).toBe(200);
    });

    it("refuses another tenant's group, a group beyond a limited user's, and assets with a group", async () => {
      const schedule = (body: Record<string, unknown>, token = admin) =>
        call('POST', '/reports/schedules', { report: 'events', frequency: 'daily', ...body }, token);
      expect((await schedule({ groupId: globexGroupId })).status).toBe(400);
      expect((await schedule({ groupId: northId }, southOperator)).status).toBe(400);
      expect((await schedule({ groupId: northId, assetIds: [inside.assetId] })).status).toBe(400);
      expect((await schedule({})).status).toBe(400);
      const own = await schedule({ groupId: southId }, southOperator);
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect((await call('DELETE', `/reports/schedules/${own.body.id as string}`, undefined, southOperator)).status).toBe(200);
    });
  });

  describe('fleet reports of a group', () => {
    it('list only the assets of the group and its sub-groups; a limited user cannot widen them with another group', async () => {
      const tenantId = suite.users.Operator.tenantId as string;
      for (const truck of [inside, outside]) await insertTrip(suite.server.context.db, tenantId, truck.assetId);
      const costsOf = async (query: string, token = admin) => {
        const response = await call<Schema<'CostReport'>>('GET', `/reports/costs?${query}`, undefined, token);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body.assets.map((row) => row.assetId);
      };
      const rankedOf = async (query: string, token = admin) => {
        const response = await call<Schema<'DrivingScore'>[]>('GET', `/reports/drivingScores?by=asset&${query}`, undefined, token);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body.map((row) => row.id);
      };
      expect(await costsOf('')).toEqual(expect.arrayContaining([inside.assetId, outside.assetId]));
      expect(await costsOf(`groupId=${northId}`)).toEqual([inside.assetId]);
      expect(await costsOf(`groupId=${globexGroupId}`)).toEqual([]);
      // One asset of a group: its row only when it is in the group.
      expect(await costsOf(`groupId=${northId}&assetId=${inside.assetId}`)).toEqual([inside.assetId]);
      expect(await costsOf(`groupId=${northId}&assetId=${outside.assetId}`)).toEqual([]);
      expect(await rankedOf('')).toEqual(expect.arrayContaining([inside.assetId, outside.assetId]));
      expect(await rankedOf(`groupId=${northId}`)).toEqual([inside.assetId]);
      // Limited to South: North's asset stays out of reach, South's alone is theirs.
      expect(await costsOf('', southOperator)).toEqual([outside.assetId]);
      expect(await costsOf(`groupId=${northId}`, southOperator)).toEqual([]);
      expect(await rankedOf(`groupId=${northId}`, southOperator)).toEqual([]);
      expect(await rankedOf(`groupId=${southId}`, southOperator)).toEqual([outside.assetId]);
    });

    it("replay only the group's positions, at the period's start and through it", async () => {
      const assetsOf = async (path: string, token = admin) => {
        const response = await call<{ assetId: string }[]>('GET', path, undefined, token);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return [...new Set(response.body.map((position) => position.assetId))];
      };
      const from = new Date(Date.now() - 2 * 3_600_000).toISOString();
      const to = new Date().toISOString();
      const during = (groupId: string) => `/positions?from=${from}&to=${to}&groupId=${groupId}`;
      const atEnd = (groupId: string) => `/positions/latest?at=${to}&groupId=${groupId}`;
      expect(await assetsOf(during(northId))).toEqual([inside.assetId]);
      expect(await assetsOf(atEnd(northId))).toEqual([inside.assetId]);
      expect(await assetsOf(during(southId))).toEqual([outside.assetId]);
      expect(await assetsOf(during(globexGroupId))).toEqual([]);
      // Limited to South: North's positions stay out of reach.
      expect(await assetsOf(atEnd(northId), southOperator)).toEqual([]);
    });
  });
});
