import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { report, seedDemoAccounts, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { openLiveStream, type LiveStream } from './liveClient';

describe.each(behaviourEngines)('shared live location on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let acme: TrackedAsset[];
  let globex: TrackedAsset[];
  const tokens = { operator: '', viewer: '', globex: '' };
  const streams: LiveStream[] = [];
  let clock = Date.now() - 3_600_000;
  const at = () => new Date((clock += 10_000));

  const share = async (assetId: string, token = tokens.operator, expiresInMinutes = 60) =>
    api.call<Schema<'CreatedLocationShare'>>('POST', '/locationShares', { token, body: { assetId, expiresInMinutes } });
  const open = async (shareToken: string) => {
    const stream = await openLiveStream(server.baseUrl, null, `/api/shared/${shareToken}/live`);
    streams.push(stream);
    return stream;
  };
  const waitUntil = async (condition: () => boolean, timeoutMs = 8_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return condition();
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenants = await seedDemoAccounts(server.context.db);
    acme = await trackedAssets(server.context.db, tenants.get('Acme Logistics') as string, 'share-acme', 2);
    globex = await trackedAssets(server.context.db, tenants.get('Globex Transport') as string, 'share-globex', 1);
    api = apiClient(server.baseUrl);
    for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[role] = (await api.login(accounts[role].email, accounts[role].password)).accessToken;
    }
    // A PGlite start and the accounts' password hashing took over 200 s on the shared machine (load 30).
  }, 300_000);
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await server?.stop();
  });

  it('shares one asset: name and position without sign-in, nothing else; the token is kept hashed', async () => {
    expect(await report(server.ingestUrl, acme[0].deviceId, { latitude: 52.52, longitude: 13.4, time: at(), speedKmh: 30 })).toBe(200);
    const created = await share(acme[0].assetId);
    expect(created.status).toBe(200);
    const { token, share: link } = created.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.context.db.query<{ token_hash: string }>(sql`select token_hash from location_shares where id = ${link.id}`);
    expect(stored[0].token_hash).not.toContain(token);

    const shared = await api.call('GET', `/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({
      name: acme[0].name,
      position: { latitude: 52.52, longitude: 13.4, time: expect.any(String) },
      expiresAt: link.expiresAt,
    });

    const listed = await api.call('GET', `/locationShares?assetId=${acme[0].assetId}`, { token: tokens.operator });
    expect(listed.body).toEqual([link]);
    expect(listed.headers.get('x-total-count')).toBe('1');
  });

  it('streams only the shared asset, and ends the stream when the link is revoked', async () => {
    const { token, share: link } = (await share(acme[0].assetId)).body;
    const stream = await open(token);
    expect(stream.status).toBe(200);
    expect(await report(server.ingestUrl, acme[1].deviceId, { latitude: 50, longitude: 10, time: at() })).toBe(200);
    expect(await report(server.ingestUrl, globex[0].deviceId, { latitude: 48, longitude: 2, time: at() })).toBe(200);
    expect(await report(server.ingestUrl, acme[0].deviceId, { latitude: 52.53, longitude: 13.41, time: at(), speedKmh: 40 })).toBe(200);
    const event = await stream.next((received) => received.event === 'position');
    expect(event.data).toEqual({ latitude: 52.53, longitude: 13.41, time: expect.any(String) });
    expect(stream.received).toHaveLength(1);

    const revoked = await api.call<Schema<'LocationShare'>>('DELETE', `/locationShares/${link.id}`, { token: tokens.operator });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect(await waitUntil(() => stream.ended)).toBe(true);
    expect((await api.call('GET', `/shared/${token}`)).status).toBe(404);
    expect((await open(token)).status).toBe(404);
  });

  it('refuses an expired link with the same 404 as an unknown one, and ends its stream', async () => {
    const { token, share: link } = (await share(acme[1].assetId)).body;
    const stream = await open(token);
    await server.context.db.query(sql`update location_shares set expires_at = now() - interval '1 second' where id = ${link.id}`);
    expect(await waitUntil(() => stream.ended)).toBe(true);
    const expired = await api.call('GET', `/shared/${token}`);
    const unknown = await api.call('GET', `/shared/${'x'.repeat(43)}`);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual(unknown.body);
  });

  it('keeps links to their tenant: another asset or tenant is 404, a Viewer may not share', async () => {
    expect((await share(globex[0].assetId)).status).toBe(404);
    expect((await share(acme[0].assetId, tokens.viewer)).status).toBe(403);
    const { token, share: link } = (await share(globex[0].assetId, tokens.globex)).body;
    // Another tenant's link reads its own asset only, and is no handle on anything of Acme's.
    expect((await api.call<Schema<'SharedLocation'>>('GET', `/shared/${token}`)).body.name).toBe(globex[0].name);
    expect((await api.call('DELETE', `/locationShares/${link.id}`, { token: tokens.operator })).status).toBe(404);
    expect((await api.call('GET', `/locationShares?assetId=${globex[0].assetId}`, { token: tokens.operator })).status).toBe(404);
    expect((await api.call('GET', `/shared/${token}`)).status).toBe(200);
  });

  it('rate-limits the public endpoints per address', async () => {
    let status = 200;
    for (let request = 0; request < 130 && status !== 429; request++) {
      status = (await api.call('GET', `/shared/${'y'.repeat(43)}`)).status;
    }
    expect(status).toBe(429);
  });
});
