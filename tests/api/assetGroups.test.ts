import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/server';
import type { Schema } from '../support/api';
import { startSuite, type Suite } from '../support/suite';
import { insertAsset } from '../support/records';

describe.each(engines)('asset groups on %s', (engine) => {
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
});
