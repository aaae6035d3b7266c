import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { insertPendingDevice, randomImei } from '../support/records';
import { gt06Login, gt06Reply } from '../../scripts/simulator/trackerFrames';
import { connectTracker } from './trackerDevice';

type PendingDevice = Schema<'PendingDevice'>;

describe.each(behaviourEngines)('pending devices, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  const list = async (query = '', persona: keyof Suite['tokens'] = 'Admin') => {
    const response = await suite.api.call<PendingDevice[]>('GET', `/pendingDevices${query}`, { token: suite.tokens[persona] });
    expect(response.status).toBe(200);
    return { devices: response.body, total: Number(response.headers.get('x-total-count')) };
  };
  /** Answers the registered device (`Sensor`) unless the test expects a refusal. */
  const register = <Answer = Schema<'Sensor'>>(id: string, body: Record<string, unknown>, persona: keyof Suite['tokens'] = 'Admin') =>
    suite.api.call<Answer>('POST', `/pendingDevices/${id}/register`, { token: suite.tokens[persona], body });
  /** Logs in as a GT06 device with `imei`; answers what the server sent back by the time it hung up or replied. */
  const gt06Visit = async (imei: string) => {
    const tracker = await connectTracker(suite.server.trackerPorts.gt06 as number);
    try {
      tracker.write(gt06Login(imei, 1));
      for (let waited = 0; !tracker.closed && !tracker.received() && waited < 10_000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      return { received: tracker.received(), closed: tracker.closed };
    } finally {
      tracker.end();
    }
  };

  it('lists an unknown GT06 device that connected, for Admins only; registered in one step it is accepted on its next login', async () => {
    const imei = randomImei();
    const refused = await gt06Visit(imei);
    expect(refused.received).toBe('');
    let pending: PendingDevice | undefined;
    for (let attempt = 0; !pending && attempt < 100; attempt++) {
      pending = (await list(`?query=${imei}`)).devices[0];
      if (!pending) await new Promise((r) => setTimeout(r, 50));
    }
    expect(pending).toMatchObject({ id: `gt06:${imei}`, protocol: 'gt06', identifier: imei, remoteAddress: '127.0.0.1', messageCount: 1 });
    expect(Date.parse(pending!.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(pending!.firstSeenAt));
    expect((await list(`?query=${imei}`, 'SysAdmin')).devices.map((device) => device.id)).toEqual([`gt06:${imei}`]);
    for (const persona of ['Operator', 'Viewer'] as const) {
      expect((await suite.api.call('GET', '/pendingDevices', { token: suite.tokens[persona] })).status).toBe(403);
    }

    const registered = await register(pending!.id, { name: 'Tipper 12' });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      uniqueId: imei,
      name: 'Tipper 12',
      tenantId: suite.users.Admin.tenantId,
      assetName: 'Tipper 12',
    });
    const [stored] = await suite.server.context.db.query<{ protocol: string }>(
      sql`select protocol from sensors where id = ${registered.body.id}`,
    );
    expect(stored.protocol).toBe('gt06');
    expect((await list(`?query=${imei}`)).total).toBe(0);
    // The Operator of the tenant sees the device; the other tenant does not.
    expect((await suite.api.call('GET', `/sensors/${registered.body.id}`, { token: suite.tokens.Operator })).status).toBe(200);
    expect((await suite.api.call('GET', `/sensors/${registered.body.id}`, { token: suite.tokens.Globex })).status).toBe(404);

    const accepted = await gt06Visit(imei);
    expect(accepted.received).toBe(gt06Reply(0x01, 1).toString('hex'));
  });

  it('fits the registered device to the asset chosen, refusing another tenant’s asset and an identifier already taken', async () => {
    const id = await insertPendingDevice(suite.server.context.db, 'teltonika');
    const foreign = await suite.api.call<Schema<'Asset'>>('POST', '/assets', { token: suite.tokens.Globex, body: { name: 'Globex van' } });
    const refused = await register<Schema<'ValidationErrors'>>(id, { name: 'Van 3', assetId: foreign.body.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.assetId).toBeDefined();
    const asset = await suite.api.call<Schema<'Asset'>>('POST', '/assets', { token: suite.tokens.Admin, body: { name: 'Van 3' } });
    const registered = await register(id, { name: 'Van 3 tracker', assetId: asset.body.id, phone: '+49 151 1112223' });
    expect(registered.body).toMatchObject({ assetId: asset.body.id, phone: '+49 151 1112223' });
    expect((await register(id, { name: 'Again' })).status).toBe(404);

    // The same identifier pending again (a second port, or a race): registering it twice is a conflict.
    const identifier = id.split(':')[1];
    const again = await insertPendingDevice(suite.server.context.db, 'gt06', identifier);
    const duplicate = await register<Schema<'Conflict'>>(again, { name: 'Twin' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe(3101);
  });

  it('lets only Admins register or dismiss, asks a SysAdmin for the tenant, and answers 404 for what is not pending', async () => {
    const id = await insertPendingDevice(suite.server.context.db);
    expect((await register(id, { name: 'Van' }, 'Operator')).status).toBe(403);
    expect((await suite.api.call('DELETE', `/pendingDevices/${id}`, { token: suite.tokens.Viewer })).status).toBe(403);
    const sysadmin = await register<Schema<'ValidationErrors'>>(id, { name: 'Van' }, 'SysAdmin');
    expect(sysadmin.status).toBe(400);
    expect(sysadmin.body.errors.tenantId).toBeDefined();

    expect((await suite.api.call('DELETE', `/pendingDevices/${id}`, { token: suite.tokens.Admin })).status).toBe(200);
    expect((await list(`?query=${id.split(':')[1]}`)).total).toBe(0);
    expect((await suite.api.call('DELETE', `/pendingDevices/${id}`, { token: suite.tokens.Admin })).status).toBe(404);
    expect((await suite.api.call('DELETE', '/pendingDevices/not-a-key', { token: suite.tokens.Admin })).status).toBe(400);
  });

  it('pages and sorts the list like the others', async () => {
    const ids = await Promise.all(
      ['00001', '00002', '00003'].map((suffix) => insertPendingDevice(suite.server.context.db, 'h02', `98765${suffix}`)),
    );
    const sorted = await list('?query=98765&sort=identifier&order=desc');
    expect(sorted.devices.map((device) => device.id)).toEqual([...ids].reverse());
    const page = await list('?query=98765&sort=identifier&pageNumber=2&pageSize=2');
    expect(page).toMatchObject({ total: 3, devices: [{ id: ids[2] }] });
    expect((await suite.api.call('GET', '/pendingDevices?sort=secret', { token: suite.tokens.Admin })).status).toBe(400);
  });
});
