import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import type { Schema } from '../support/api';
import { startSuite, type Suite } from '../support/suite';
import { insertAlert, insertAsset, insertTrip } from '../support/records';

describe.each(behaviourEngines)('asset groups on %s', (engine) => {
  let suite: Suite;
  let admin: string;
  let operator: string;
  let viewer: string;
  let globex: string;
  let vans: string[];
  let globexTruck: string;
  const api = () => suite.api;
  const create = (body: Record<string, unknown>, token = admin) =>
    api().call<Schema<'AssetGroup'>>('POST', '/assetGroups', { token, body });
  const update = (id: string, body: Record<string, unknown>, token = admin) =>
    api().call<Schema<'AssetGroup'>>('PUT', `/assetGroups/${id}`, { token, body });

  beforeAll(async () => {
    suite = await startSuite(engine);
    ({ Admin: admin, Operator: operator, Viewer: viewer, Globex: globex } = suite.tokens);
    const { db } = suite.server.context;
    const acme = suite.users.Operator.tenantId as string;
    vans = await Promise.all(['Van 1', 'Van 2', 'Van 3'].map((name) => insertAsset(db, acme, name)));
    globexTruck = await insertAsset(db, suite.users.Globex.tenantId as string, 'Globex truck');
  }, 300_000);
  afterAll(() => suite?.server.stop());

  it('keeps a group with its parent and members; an Admin writes, an Operator and a Viewer only read', async () => {
    const north = await create({ name: ' North ', assetIds: [vans[0], vans[1]] });
    expect(north.status, JSON.stringify(north.body)).toBe(200);
    expect(north.body).toMatchObject({ name: 'North', parentId: null });
    expect([...north.body.assetIds].sort()).toEqual([vans[0], vans[1]].sort());

    const depot = await create({ name: 'Depot Hamburg', parentId: north.body.id, assetIds: [vans[1], vans[2]] });
    expect(depot.body).toMatchObject({ parentId: north.body.id });

    // An update replaces the members.
    const edited = await update(north.body.id, { name: 'North', assetIds: [vans[0]] });
    expect(edited.body.assetIds).toEqual([vans[0]]);

    expect((await create({ name: 'By an operator' }, operator)).status).toBe(403);
    expect((await update(north.body.id, { name: 'Renamed' }, viewer)).status).toBe(403);
    expect((await api().call('DELETE', `/assetGroups/${north.body.id}`, { token: operator })).status).toBe(403);
    const list = await api().call<Schema<'AssetGroup'>[]>('GET', '/assetGroups?sort=name&order=ASC', { token: viewer });
    expect(list.body.map((group) => group.name)).toEqual(['Depot Hamburg', 'North']);
    expect(list.headers.get('x-total-count')).toBe('2');
    const found = await api().call<Schema<'AssetGroup'>[]>('GET', '/assetGroups?query=hamb', { token: operator });
    expect(found.body.map((group) => group.name)).toEqual(['Depot Hamburg']);
    expect((await api().call('GET', `/assetGroups/${north.body.id}`, { token: globex })).status).toBe(404);
  });

  it('refuses a group nested in itself or in one of its sub-groups, and leaves it as it was', async () => {
    const region = await create({ name: 'Region' });
    const city = await create({ name: 'City', parentId: region.body.id });
    const street = await create({ name: 'Street', parentId: city.body.id });

    const self = await update(region.body.id, { name: 'Region', parentId: region.body.id });
    expect(self.status).toBe(400);
    const loop = await update(region.body.id, { name: 'Region', parentId: street.body.id, assetIds: [vans[2]] });
    expect(loop.status).toBe(400);
    expect((loop.body as unknown as Schema<'ValidationErrors'>).errors).toHaveProperty('parentId');

    const after = await api().call<Schema<'AssetGroup'>>('GET', `/assetGroups/${region.body.id}`, { token: admin });
    expect(after.body).toMatchObject({ parentId: null, assetIds: [] });
  });

  it("refuses another tenant's parent or asset as if it did not exist", async () => {
    const theirs = await create({ name: 'Globex yard' }, globex);
    expect(theirs.status).toBe(403);
    const mine = await create({ name: 'Mine', assetIds: [globexTruck] });
    expect(mine.status).toBe(400);
    expect((mine.body as unknown as Schema<'ValidationErrors'>).errors).toHaveProperty('assetIds');
    const globexGroup = await create({ name: 'Globex yard', tenantId: suite.users.Globex.tenantId }, suite.tokens.SysAdmin);
    expect(globexGroup.status, JSON.stringify(globexGroup.body)).toBe(200);
    const nested = await create({ name: 'Under Globex', parentId: globexGroup.body.id });
    expect(nested.status).toBe(400);
    expect((nested.body as unknown as Schema<'ValidationErrors'>).errors).toHaveProperty('parentId');
  });

  it('deletes a group without its assets, and refuses while it has sub-groups', async () => {
    const parent = await create({ name: 'Parent', assetIds: [vans[0]] });
    const child = await create({ name: 'Child', parentId: parent.body.id });
    const refused = await api().call<Schema<'Conflict'>>('DELETE', `/assetGroups/${parent.body.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect((await api().call('DELETE', `/assetGroups/${child.body.id}`, { token: admin })).status).toBe(200);
    expect((await api().call('DELETE', `/assetGroups/${parent.body.id}`, { token: admin })).status).toBe(200);
    expect((await api().call('GET', `/assetGroups/${parent.body.id}`, { token: admin })).status).toBe(404);
    expect((await api().call('GET', `/assets/${vans[0]}`, { token: admin })).status).toBe(200);
  });

  it("filters the asset list by a group with its sub-groups, and by another tenant's group to nothing", async () => {
    const fleet = await create({ name: 'Fleet filter', assetIds: [vans[0]] });
    await create({ name: 'Fleet filter yard', parentId: fleet.body.id, assetIds: [vans[1]] });
    const beside = await create({ name: 'Beside the fleet', assetIds: [vans[2]] });
    const listed = async (groupId: string, token = viewer) => {
      const list = await api().call<Schema<'Asset'>[]>('GET', `/assets?groupId=${groupId}&sort=name&order=ASC`, { token });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      return { ids: list.body.map((asset) => asset.id), total: list.headers.get('x-total-count') };
    };
    expect(await listed(fleet.body.id)).toEqual({ ids: [vans[0], vans[1]], total: '2' });
    expect(await listed(beside.body.id)).toEqual({ ids: [vans[2]], total: '1' });

    const globexGroup = await create(
      { name: 'Globex fleet', tenantId: suite.users.Globex.tenantId, assetIds: [globexTruck] },
      suite.tokens.SysAdmin,
    );
    expect(globexGroup.status, JSON.stringify(globexGroup.body)).toBe(200);
    expect((await listed(globexGroup.body.id)).ids).toEqual([]);
    expect((await listed(globexGroup.body.id, globex)).ids).toEqual([globexTruck]);
  });

  it('narrows the fleet reports of several assets to a group with its sub-groups', async () => {
    const { db } = suite.server.context;
    const acme = suite.users.Operator.tenantId as string;
    const region = await create({ name: 'Report region', assetIds: [vans[0]] });
    await create({ name: 'Report depot', parentId: region.body.id, assetIds: [vans[1]] });
    for (const van of vans) {
      await insertAlert(db, { tenantId: acme, assetId: van });
      await insertTrip(db, acme, van);
    }
    const events = await api().call<Schema<'Alert'>[]>('GET', `/reports/events?groupId=${region.body.id}&pageSize=100`, { token: viewer });
    expect(events.status, JSON.stringify(events.body)).toBe(200);
    expect(new Set(events.body.map((alert) => alert.assetId))).toEqual(new Set([vans[0], vans[1]]));
    const distances = await api().call<Schema<'AssetDistance'>[]>('GET', `/reports/distances?groupId=${region.body.id}&limit=10`, {
      token: viewer,
    });
    expect(distances.status, JSON.stringify(distances.body)).toBe(200);
    expect(distances.body.map((row) => row.assetId).sort()).toEqual([vans[0], vans[1]].sort());
  });
});
