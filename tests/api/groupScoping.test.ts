import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import type { Schema } from '../support/api';
import { operations, type Operation } from '../support/contract';
import { startSuite, type Suite } from '../support/suite';
import type { Fixture, Fixtures, Kind } from '../support/fixtures';
import { insertAlert, insertTrip } from '../support/records';
import { kindOfPath, validRequest } from '../support/requests';
import { report, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { openLiveStream } from './liveClient';

/** Records that belong to one asset: another group's answers 404 to a user limited to other groups. */
const assetKinds: Kind[] = ['asset', 'sensor', 'alert', 'trip', 'serviceRecord'];

const pathKind = (op: Operation) => (op.path.includes('{id}') ? kindOfPath(op.path) : null);

/** Every operation a limited Operator may call on one record of an asset. */
const recordCalls = operations.filter((op) => op.roles.includes('Operator') && assetKinds.includes(pathKind(op) as Kind));
/** Every read a limited Operator may make without naming a record: lists, fleet reports, positions. */
const openReads = operations.filter((op) => op.method === 'GET' && op.roles.includes('Operator') && !op.path.includes('{'));

describe.each(behaviourEngines)('asset group limitation, on %s', (engine) => {
  let suite: Suite;
  let limited: { Operator: string; Viewer: string };
  let inside: TrackedAsset;
  let outside: TrackedAsset;
  let northId: string;
  let southId: string;
  /** The outside asset's records, as the walk names them. */
  const outsideRecords = new Map<Kind, Fixture>();

  beforeAll(async () => {
    suite = await startSuite(engine);
    const { db } = suite.server.context;
    const tenantId = suite.users.Operator.tenantId as string;
    [inside, outside] = await trackedAssets(db, tenantId, 'groups', 2);
    const admin = (method: string, path: string, body: unknown) =>
      suite.api.call<Record<string, unknown>>(method, path, { token: suite.tokens.Admin, body });
    // The user is limited to the parent; the inside asset is in its sub-group (a group includes its sub-groups).
    const north = (await admin('POST', '/assetGroups', { name: 'North' })).body;
    northId = north.id as string;
    await admin('POST', '/assetGroups', { name: 'Hamburg', parentId: north.id, assetIds: [inside.assetId] });
    southId = (await admin('POST', '/assetGroups', { name: 'South', assetIds: [outside.assetId] })).body.id as string;

    for (const role of ['Operator', 'Viewer'] as const) {
      const email = `${role === 'Operator' ? 'kim' : 'lou'}@acme.example`;
      const password = 'Quiet-Harbour-77';
      const made = await admin('POST', '/users/user', {
        email,
        password,
        role,
        fullName: { firstName: 'Limited', lastName: role },
        groupIds: [north.id],
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }
    limited = {
      Operator: (await suite.api.login('kim@acme.example', 'Quiet-Harbour-77')).accessToken,
      Viewer: (await suite.api.login('lou@acme.example', 'Quiet-Harbour-77')).accessToken,
    };

    // The outside asset has a position, a trip and an alert, so that a list that forgets the rule shows them.
    const time = new Date(Date.now() - 60_000);
    for (const asset of [inside, outside])
      expect(await report(suite.server.ingestUrl, asset.deviceId, { latitude: 52.5, longitude: 13.4, time, speedKmh: 30 })).toBe(200);
    const [sensor] = await db.query<{ id: string }>(sql`select sensor_id as id from assets where id = ${outside.assetId}`);
    outsideRecords.set('asset', { id: outside.assetId });
    outsideRecords.set('sensor', sensor);
    outsideRecords.set('alert', { id: await insertAlert(db, { tenantId, assetId: outside.assetId }) });
    outsideRecords.set('trip', { id: await insertTrip(db, tenantId, outside.assetId) });
    const plan = await admin('POST', '/service/plans', { name: 'South service', assetId: outside.assetId, everyKm: 10_000 });
    const serviced = await admin('POST', `/assets/${outside.assetId}/service/records`, {
      planId: plan.body.id,
      servicedOn: time.toISOString().slice(0, 10),
    });
    outsideRecords.set('serviceRecord', { id: serviced.body.id as string });
  }, 300_000);
  afterAll(() => suite?.server.stop());

  /** The suite's fixtures, but every record of an asset is the outside asset's. */
  const outsideFixtures = (): Fixtures => {
    const pick = (kind: Kind) => outsideRecords.get(kind) ?? suite.fixtures.shared(kind);
    return { ...suite.fixtures, shared: async (kind) => pick(kind), fresh: async (kind) => pick(kind) };
  };

  it('walks records of every kind that belongs to an asset', () => {
    for (const kind of assetKinds)
      expect(
        recordCalls.some((op) => pathKind(op) === kind),
        kind,
      ).toBe(true);
  });

  it.each(recordCalls)('$method $path ($operationId) on an asset of another group answers 404', async (op) => {
    const request = await validRequest(op, outsideFixtures());
    const response = await suite.api.call(request.method, request.url, { token: limited.Operator, body: request.body });
    expect(response.status, JSON.stringify(response.body)).toBe(404);
  });

  it.each(openReads)("$path ($operationId) never shows another group's asset", async (op) => {
    const request = await validRequest(op, suite.fixtures);
    // The read as it is (the whole fleet), and where it has an asset or group filter, that filter naming the
    // outside asset or its group: refused, or nothing of it.
    const urls = [request.url];
    const filtered = (name: string, value: string) => {
      if (op.parameters.some((parameter) => parameter.name === name && parameter.in === 'query'))
        urls.push(`${request.url}${request.url.includes('?') ? '&' : '?'}${name}=${value}`);
    };
    filtered('assetId', outside.assetId);
    filtered('groupId', southId);
    for (const url of urls) {
      const response = await suite.api.call(request.method, url, { token: limited.Operator });
      expect([200, 404], `${url}: ${JSON.stringify(response.body)}`).toContain(response.status);
      const answer = JSON.stringify(response.body);
      for (const [kind, record] of outsideRecords) expect(answer, `${url}: ${kind}`).not.toContain(record.id);
    }
  });

  it('shows the assets of the sub-groups of its group, and the same asset to an unlimited user', async () => {
    for (const token of [limited.Operator, limited.Viewer]) {
      const list = await suite.api.call<Schema<'Asset'>[]>('GET', '/assets', { token });
      expect(list.body.map((asset) => asset.id)).toEqual([inside.assetId]);
      expect((await suite.api.call('GET', `/assets/${inside.assetId}`, { token })).status).toBe(200);
    }
    const all = await suite.api.call<Schema<'Asset'>[]>('GET', '/assets', { token: suite.tokens.Viewer });
    expect(all.body.map((asset) => asset.id)).toEqual(expect.arrayContaining([inside.assetId, outside.assetId]));
  });

  it('limits only Operators and Viewers, and keeps a group that limits someone', async () => {
    const admin = await suite.api.call<Schema<'ValidationErrors'>>('POST', '/users/user', {
      token: suite.tokens.Admin,
      body: { email: 'max@acme.example', role: 'Admin', fullName: { firstName: 'Max', lastName: 'Admin' }, groupIds: [northId] },
    });
    expect(admin.status).toBe(400);
    expect(admin.body.errors).toHaveProperty('groupIds');
    const removal = await suite.api.call('DELETE', `/assetGroups/${northId}`, { token: suite.tokens.Admin });
    expect(removal.status).toBe(409);
  });

  it("streams the positions of its own groups' assets and never another group's", async () => {
    const stream = await openLiveStream(suite.server.baseUrl, limited.Viewer);
    try {
      const time = new Date();
      expect(await report(suite.server.ingestUrl, outside.deviceId, { latitude: 52.6, longitude: 13.5, time })).toBe(200);
      expect(await report(suite.server.ingestUrl, inside.deviceId, { latitude: 52.6, longitude: 13.5, time })).toBe(200);
      // Events arrive in commit order: once the inside asset's is there, the outside one's would have been too.
      await stream.next((event) => event.data.assetId === inside.assetId);
      expect(stream.received.filter((event) => event.data.assetId !== inside.assetId)).toEqual([]);
    } finally {
      stream.close();
    }
  });
});
