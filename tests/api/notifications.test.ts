import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import type { Schema } from '../../server/contract';
import { accounts, apiClient } from '../support/api';
import { startReceiver } from '../support/httpReceiver';
import { decryptWebPush } from '../support/webPushDecrypt';
import { seedDemoAccounts, trackedAssets, type TrackedAsset } from './ingestFixtures';

const base64url = (buffer: Buffer) => buffer.toString('base64url');

describe.each(engines)('alert notifications: webhooks, push and channels per user on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let operator: string;
  let trucks: TrackedAsset[];
  let clock = Date.now() - 3_600_000;

  /** Turns a truck's ignition off and on again: one ignitionOn alert for a rule watching it. */
  const ignitionOn = async (truck: TrackedAsset) => {
    for (const ignition of [false, true]) {
      const query = `id=${truck.deviceId}&lat=52.49&lon=13.41&timestamp=${(clock += 10_000)}&ignition=${ignition}`;
      expect((await fetch(`${server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
    }
  };
  const mailsTo = (address: string) => {
    try {
      return readdirSync(path.join(server.dataDir, 'outbox')).filter((file) => file.endsWith(`-${address}.eml`));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    // The receivers below listen on 127.0.0.1: the operator's setting lets webhooks reach that host by its address only.
    server = await startTestServer({ engine, demo: false, config: { webhookInternalHosts: ['127.0.0.1'] } });
    const tenants = await seedDemoAccounts(server.context.db);
    trucks = await trackedAssets(server.context.db, tenants.get('Acme Logistics') as string, 'notify', 4);
    api = apiClient(server.baseUrl);
    admin = (await api.login(accounts.admin.email, accounts.admin.password)).accessToken;
    operator = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    const rule = await api.call('POST', '/alert/AlertTrigger', {
      token: admin,
      body: { name: 'Engine on', type: 'ignition', ignitionEvent: 'on' },
    });
    expect(rule.status).toBe(200);
    // Starting a server on PGlite took over 90 s on the shared, loaded machine.
  }, 300_000);
  afterAll(() => server?.stop());

  it('POSTs each alert to a webhook signed with HMAC-SHA256, retries a failure with back-off and logs each delivery', async () => {
    // The receiver fails the first call, then accepts.
    const receiver = await startReceiver([500, 204]);
    try {
      const secret = 'whsec-0123456789abcdef';
      const created = await api.call<Schema<'Webhook'>>('POST', '/webhooks', {
        token: admin,
        body: { name: 'Dispatch system', url: `${receiver.url}/fleet`, secret, alertTypes: ['ignitionOn'] },
      });
      expect(created.status).toBe(200);
      expect(created.body).not.toHaveProperty('secret');
      await ignitionOn(trucks[0]);

      await expect.poll(() => receiver.received.length, { timeout: 25_000, interval: 200 }).toBe(2);
      for (const call of receiver.received) {
        expect(call.path).toBe('/fleet');
        expect(call.headers['content-type']).toBe('application/json');
        expect(call.headers['x-fleet-signature']).toBe(`sha256=${createHmac('sha256', secret).update(call.body).digest('hex')}`);
      }
      // The contract has no schema of a webhook's payload: the server posts `{ event, alert }` with the contract's Alert.
      const payload: { event: string; alert: Schema<'Alert'> } = JSON.parse(receiver.received[1].body.toString());
      expect(payload).toMatchObject({ event: 'alert', alert: { type: 'ignitionOn', assetId: trucks[0].assetId } });

      const deliveries = async () =>
        (await api.call<Schema<'WebhookDelivery'>[]>('GET', `/webhooks/${created.body.id}/deliveries`, { token: admin })).body;
      await expect.poll(async () => (await deliveries())[0]?.status, { timeout: 10_000 }).toBe('delivered');
      expect(await deliveries()).toEqual([
        expect.objectContaining({
          alertId: payload.alert.id,
          alertType: 'ignitionOn',
          status: 'delivered',
          attempts: 2,
          responseStatus: 204,
          error: null,
        }),
      ]);
      // Webhooks are the Admin's: an Operator may not list them.
      expect((await api.call('GET', '/webhooks', { token: operator })).status).toBe(403);
      expect((await api.call('DELETE', `/webhooks/${created.body.id}`, { token: admin })).status).toBe(200);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a webhook whose host resolves to an internal address, logs "refused: internal address" and tries no more', async () => {
    const inside = await startReceiver([204]);
    try {
      // `localhost` is a name that resolves to the loopback interface, and the operator named only 127.0.0.1.
      const created = await api.call<Schema<'Webhook'>>('POST', '/webhooks', {
        token: admin,
        body: {
          name: 'Inside probe',
          url: inside.url.replace('127.0.0.1', 'localhost'),
          secret: 'whsec-inside-0123456789',
          alertTypes: ['ignitionOn'],
        },
      });
      expect(created.status).toBe(200);
      await ignitionOn(trucks[3]);
      const deliveries = async () =>
        (await api.call<Schema<'WebhookDelivery'>[]>('GET', `/webhooks/${created.body.id}/deliveries`, { token: admin })).body;
      await expect.poll(async () => (await deliveries())[0]?.status, { timeout: 25_000, interval: 200 }).toBe('failed');
      expect(await deliveries()).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 1, responseStatus: null, error: 'refused: internal address' }),
      ]);
      expect(inside.received).toEqual([]);
      expect((await api.call('DELETE', `/webhooks/${created.body.id}`, { token: admin })).status).toBe(200);
    } finally {
      await inside.close();
    }
  });

  it('pushes an encrypted message with VAPID authentication to the subscribed browsers of users who chose push', async () => {
    const pushService = await startReceiver([201]);
    try {
      const key = await api.call<Schema<'PushKey'>>('GET', '/notifications/push/key', { token: operator });
      expect(key.status).toBe(200);
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${pushService.url}/push/operator-browser`;
      const subscribed = await api.call('POST', '/notifications/push/subscribe', {
        token: operator,
        body: { endpoint, expirationTime: null, keys: { p256dh: base64url(browser.getPublicKey()), auth: base64url(auth) } },
      });
      expect(subscribed.status).toBe(200);

      // Nobody chose push yet: the alert reaches no push service.
      await ignitionOn(trucks[1]);
      const channels = await api.call<Schema<'NotificationPreferences'>>('PUT', '/notifications/preferences', {
        token: operator,
        body: { channels: [{ alertType: 'ignitionOn', email: true, push: true, toast: false }] },
      });
      expect(channels.status).toBe(200);
      expect(channels.body.channels).toContainEqual({ alertType: 'ignitionOn', email: true, push: true, toast: false });
      expect(channels.body.channels).toContainEqual({ alertType: 'offline', email: false, push: false, toast: true });
      await ignitionOn(trucks[1]);

      await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
      const [push] = pushService.received;
      expect(push.path).toBe('/push/operator-browser');
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      const message = JSON.parse(decryptWebPush(push.body, browser, auth));
      expect(message).toMatchObject({ type: 'ignitionOn', title: trucks[1].name, body: `${trucks[1].name}: ignition on` });

      // Authorization: vapid t=<JWT signed by the server's key>, k=<that public key>.
      const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
      expect(vapid?.[2]).toBe(key.body.publicKey);
      const point = Buffer.from(key.body.publicKey, 'base64url');
      const publicKey = await importJWK(
        { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33)) },
        'ES256',
      );
      const { payload } = await jwtVerify(vapid?.[1] as string, publicKey);
      expect(payload.aud).toBe(pushService.url);
      expect(payload.sub).toMatch(/^mailto:/);
      // The same user chose e-mail too.
      await expect.poll(() => mailsTo(accounts.operator.email).length).toBe(1);

      expect((await api.call('POST', '/notifications/push/unsubscribe', { token: operator, body: { endpoint } })).status).toBe(200);
      await ignitionOn(trucks[1]);
      await expect.poll(() => mailsTo(accounts.operator.email).length).toBe(2);
      expect(pushService.received).toHaveLength(1);
    } finally {
      await pushService.close();
    }
  });

  it('forgets a subscription the push service no longer knows', async () => {
    const pushService = await startReceiver([410]);
    try {
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const endpoint = `${pushService.url}/push/gone`;
      await api.call('POST', '/notifications/push/subscribe', {
        token: operator,
        body: { endpoint, keys: { p256dh: base64url(browser.getPublicKey()), auth: base64url(randomBytes(16)) } },
      });
      await ignitionOn(trucks[2]);
      await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
      await ignitionOn(trucks[2]);
      // No second push: the subscription was deleted on the 410.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(pushService.received).toHaveLength(1);
    } finally {
      await pushService.close();
    }
  });
});
