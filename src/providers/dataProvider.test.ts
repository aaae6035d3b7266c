import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { ApiClients } from '../api/client';
import { ERROR_MESSAGES } from '../api/errors';
import type { paths } from '../api/schema';
import { createDataProvider } from './dataProvider';

const ID = '11111111-1111-4111-8111-111111111111';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A fake server on three hosts, one per service base, answering `reply` to every call. */
function setUp(reply: (request: Request) => Response = () => Response.json({ id: ID })) {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    const text = await request.text();
    sent.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined });
    return reply(request);
  };
  const client = (host: string) => createClient<paths>({ baseUrl: `http://${host}/api`, fetch });
  const clients: ApiClients = {
    api: client('api.test'),
    assets: client('assets.test'),
    tenants: client('tenants.test'),
    geo: client('geo.test'),
  };
  return { provider: createDataProvider(() => clients), sent };
}

const paged = (rows: unknown[], total: number | null) => () =>
  Response.json(rows, { headers: total === null ? {} : { 'X-Total-Count': String(total) } });

// resource, list URL, one/update/delete URL of record ID, create URL, a writable field
const table = [
  ['assets', 'http://assets.test/api/assets', `http://assets.test/api/assets/${ID}`, 'http://assets.test/api/assets', 'name'],
  [
    'assetModels',
    'http://assets.test/api/assets/models',
    `http://assets.test/api/assets/models/${ID}`,
    'http://assets.test/api/assets/models',
    'name',
  ],
  ['devices', 'http://api.test/api/sensors', `http://api.test/api/sensors/${ID}`, 'http://api.test/api/sensors', 'name'],
  [
    'sensorModels',
    'http://api.test/api/sensors/models',
    `http://api.test/api/sensors/models/${ID}`,
    'http://api.test/api/sensors/models',
    'name',
  ],
  ['users', 'http://api.test/api/users', `http://api.test/api/users/${ID}`, 'http://api.test/api/users/user', 'email'],
  ['drivers', 'http://api.test/api/drivers', `http://api.test/api/drivers/${ID}`, 'http://api.test/api/drivers', 'name'],
  ['geofences', 'http://api.test/api/geofences', `http://api.test/api/geofences/${ID}`, 'http://api.test/api/geofences', 'name'],
  [
    'alertRules',
    'http://api.test/api/alert/AlertTrigger',
    `http://api.test/api/alert/${ID}/AlertTrigger`,
    'http://api.test/api/alert/AlertTrigger',
    'name',
  ],
  ['webhooks', 'http://api.test/api/webhooks', `http://api.test/api/webhooks/${ID}`, 'http://api.test/api/webhooks', 'url'],
  ['tenants', 'http://tenants.test/api/tenants/All', `http://tenants.test/api/tenants/${ID}`, 'http://tenants.test/api/tenants', 'name'],
] as const;

describe('dataProvider: the resource to endpoint table', () => {
  describe.each(table)('%s', (resource, listUrl, oneUrl, createUrl, field) => {
    it('lists with GET on the list path', async () => {
      const { provider, sent } = setUp(paged([], 0));
      await provider.getList(resource, { filter: {} });
      expect(sent).toEqual([{ method: 'GET', url: listUrl, body: undefined }]);
    });

    it('reads, updates and deletes one record on its own path', async () => {
      const { provider, sent } = setUp();
      await provider.getOne(resource, { id: ID });
      await provider.update(resource, { id: ID, data: { [field]: 'Renamed', id: ID }, previousData: { id: ID } });
      await provider.delete(resource, { id: ID, previousData: { id: ID } });
      expect(sent.map(({ method, url }) => [method, url])).toEqual([
        ['GET', oneUrl],
        ['PUT', oneUrl],
        ['DELETE', oneUrl],
      ]);
      expect(sent[1].body).toEqual({ [field]: 'Renamed' });
    });

    it('creates with POST on the create path, sending only the contract fields', async () => {
      const { provider, sent } = setUp(() => Response.json({ user: { id: ID }, temporaryPassword: null, id: ID }));
      await provider.create(resource, { data: { [field]: 'New', id: 'x', createdAt: 'y', tenantName: 'z' } });
      const body = resource === 'geofences' ? { geoFenceSource: 1, [field]: 'New' } : { [field]: 'New' };
      expect(sent).toEqual([{ method: 'POST', url: createUrl, body }]);
    });
  });

  it('marks triggered alerts read with PATCH /alert/{id}, one call per alert in bulk', async () => {
    const { provider, sent } = setUp();
    await provider.update('alerts', { id: ID, data: { isRead: true, message: 'ignored' }, previousData: { id: ID } });
    await provider.updateMany('alerts', { ids: ['a', 'b'], data: { isRead: false } });
    expect(sent).toEqual([
      { method: 'PATCH', url: `http://api.test/api/alert/${ID}`, body: { isRead: true } },
      { method: 'PATCH', url: 'http://api.test/api/alert/a', body: { isRead: false } },
      { method: 'PATCH', url: 'http://api.test/api/alert/b', body: { isRead: false } },
    ]);
  });

  it('lists triggered alerts from GET /alert with the unread filter', async () => {
    const { provider, sent } = setUp(paged([], 0));
    await provider.getList('alerts', { filter: { unread: true }, pagination: { page: 1, perPage: 10 } });
    expect(sent[0].url).toBe('http://api.test/api/alert?unread=true&pageNumber=1&pageSize=10');
  });

  it('reads and saves the geofence rule settings on /rule/geofence', async () => {
    const { provider, sent } = setUp(() => Response.json({ enabled: true }));
    await provider.getGeofenceRule();
    await provider.updateGeofenceRule({ enabled: false, emailNotifications: true, recipients: ['a@b.example'] });
    expect(sent).toEqual([
      { method: 'GET', url: 'http://api.test/api/rule/geofence', body: undefined },
      {
        method: 'PUT',
        url: 'http://api.test/api/rule/geofence',
        body: { enabled: false, emailNotifications: true, recipients: ['a@b.example'] },
      },
    ]);
  });

  it("reads a webhook's delivery log by page from GET /webhooks/{id}/deliveries, with its total", async () => {
    const { provider, sent } = setUp(paged([{ id: 'd1', status: 'delivered' }], 31));
    const result = await provider.getWebhookDeliveries(ID, { page: 2, perPage: 10 });
    expect(sent[0].url).toBe(`http://api.test/api/webhooks/${ID}/deliveries?pageNumber=2&pageSize=10`);
    expect(result).toEqual({ data: [{ id: 'd1', status: 'delivered' }], total: 31 });
  });

  it('keeps the temporary password of a created user on the record', async () => {
    const { provider } = setUp(() => Response.json({ user: { id: ID, email: 'a@b.example' }, temporaryPassword: 'Xy12' }));
    const { data } = await provider.create('users', { data: { email: 'a@b.example' } });
    expect(data).toEqual({ id: ID, email: 'a@b.example', temporaryPassword: 'Xy12' });
  });

  it('finds one role or tenant choice in its list, since the API has no call for one', async () => {
    const { provider, sent } = setUp(() => Response.json([{ id: 'Admin' }, { id: 'Viewer', name: 'Viewer' }]));
    expect((await provider.getOne('roles', { id: 'Viewer' })).data).toEqual({ id: 'Viewer', name: 'Viewer' });
    await provider.getMany('userTenants', { ids: [] });
    expect(sent[0].url).toBe('http://api.test/api/users/roles');
  });
});

describe('dataProvider: lists', () => {
  it("uses the server's paging, sorting, search and filters and its X-Total-Count", async () => {
    const { provider, sent } = setUp(paged([{ id: 'a' }], 321));
    const result = await provider.getList('assets', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: ' van ', status: 'OutOfNetwork' },
    });
    expect(sent[0].url).toBe('http://assets.test/api/assets?status=OutOfNetwork&query=van&pageNumber=3&pageSize=25&sort=name&order=desc');
    expect(result).toEqual({ data: [{ id: 'a' }], total: 321 });
  });

  it('leaves sorting to the server when the field is not one it sorts by', async () => {
    const { provider, sent } = setUp(paged([], 0));
    await provider.getList('assets', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(sent[0].url).toBe('http://assets.test/api/assets?pageNumber=1&pageSize=5');
  });

  it('filters, sorts and pages in the browser when the server sends no X-Total-Count', async () => {
    const rows = [
      { id: '1', name: 'Van 3', status: 'Parked' },
      { id: '2', name: 'Truck', status: 'Parked' },
      { id: '3', name: 'Van 10', status: 'Parked' },
      { id: '4', name: 'Van 2', status: 'Moving' },
      { id: '5', name: 'Van 1', status: 'Parked' },
    ];
    const { provider } = setUp(paged(rows, null));
    const result = await provider.getList('assets', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'van', status: 'Parked' },
    });
    expect(result).toEqual({ data: [{ id: '3', name: 'Van 10', status: 'Parked' }], total: 3 });
  });
});

describe('dataProvider: errors', () => {
  it('shows the first message of a 400 as a toast rather than as form field errors', async () => {
    const { provider } = setUp(() => Response.json({ errors: { name: ['Name is taken.'] } }, { status: 400 }));
    const error = await provider.create('drivers', { data: { name: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Name is taken.', status: 400 });
    expect((error as { body?: unknown }).body ?? undefined).toBeUndefined();
  });

  it('gives the default message when the server cannot be reached', async () => {
    const { provider } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(provider.getList('assets', { filter: {} })).rejects.toMatchObject({ message: ERROR_MESSAGES.default });
  });
});
