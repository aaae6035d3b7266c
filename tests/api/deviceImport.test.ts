import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

type Row = Schema<'DeviceImportRow'>;

describe.each(behaviourEngines)('importing devices on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let operator: string;
  let viewer: string;
  let modelName: string;
  const send = (body: Record<string, unknown>, token = operator) =>
    api.call<Schema<'ImportResult'> & { errors?: Record<string, string[]> }>('POST', '/imports/devices', { token, body });
  const devices = async (prefix: string) =>
    server.context.db.query<{ unique_id: string; name: string; model_id: string | null }>(
      sql`select unique_id, name, model_id from sensors where unique_id like ${`${prefix}%`} order by unique_id`,
    );

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    operator = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    viewer = (await api.login(accounts.viewer.email, accounts.viewer.password)).accessToken;
    [{ name: modelName }] = await server.context.db.query<{ name: string }>(sql`select name from sensor_models order by name limit 1`);
  }, 300_000);
  afterAll(() => server?.stop());

  it('previews without writing, then writes every row, models found by name', async () => {
    const rows: Row[] = [
      { uniqueId: 'csv-0001', name: 'Van 1', phone: '+49 151 1234567', model: modelName.toUpperCase() },
      { uniqueId: 'csv-0002', name: 'Van 2', phone: null, model: null },
    ];
    expect((await send({ dryRun: true, rows })).body).toEqual({ rows: 2, imported: 0 });
    expect(await devices('csv-')).toEqual([]);
    expect((await send({ dryRun: false, rows })).body).toEqual({ rows: 2, imported: 2 });
    const written = await devices('csv-');
    expect(written.map((device) => device.name)).toEqual(['Van 1', 'Van 2']);
    expect(written[0].model_id).not.toBeNull();
    const listed = await api.call<Schema<'Sensor'>[]>('GET', '/sensors?query=csv-', { token: viewer });
    expect(listed.body.map((device) => device.uniqueId).sort()).toEqual(['csv-0001', 'csv-0002']);
  });

  it('stops the whole import on a bad row, naming every row and field, and reports repeated identifiers', async () => {
    const rows: Row[] = [
      { uniqueId: 'bad-0001', name: 'Fine', phone: null, model: null },
      { uniqueId: 'bad 0002', name: 'Space in identifier', phone: null, model: null },
      { uniqueId: 'bad-0003', name: 'Unknown model', phone: null, model: 'Teleporter 9000' },
      { uniqueId: 'bad-0001', name: 'Repeated', phone: null, model: null },
      { uniqueId: 'csv-0001', name: 'Already here', phone: null, model: null },
    ];
    // The contract's field rules come first: the space in row 1's identifier.
    const shape = await send({ dryRun: false, rows });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.errors ?? {})).toEqual(['rows.1.uniqueId']);

    const fixed = rows.map((row, index) => (index === 1 ? { ...row, uniqueId: 'bad-0002' } : row));
    const answer = await send({ dryRun: false, rows: fixed });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'rows.3.uniqueId': ['Repeats the identifier of an earlier row.'],
      'rows.4.uniqueId': ['This identifier is not available.'],
      'rows.2.model': ['No device model is named "Teleporter 9000".'],
    });
    expect(await devices('bad-')).toEqual([]);

    const clean = fixed.filter((_row, index) => index < 3).map((row) => ({ ...row, model: null }));
    expect((await send({ dryRun: false, rows: clean })).body).toEqual({ rows: 3, imported: 3 });
  });

  it('refuses a Viewer', async () => {
    expect((await send({ dryRun: true, rows: [{ uniqueId: 'viewer-1', name: 'V' }] }, viewer)).status).toBe(403);
  });

  it('imports 10,000 rows in under 30 s', async () => {
    const rows: Row[] = Array.from({ length: 10_000 }, (_, index) => ({
      uniqueId: `bulk-${String(index).padStart(5, '0')}`,
      name: `Bulk tracker ${index}`,
      phone: null,
      model: null,
    }));
    const started = performance.now();
    const answer = await send({ dryRun: false, rows });
    const seconds = (performance.now() - started) / 1000;
    expect(answer.body).toEqual({ rows: 10_000, imported: 10_000 });
    console.log(`10,000 devices imported on ${engine} in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(30);
    expect(await devices('bulk-')).toHaveLength(10_000);
  }, 60_000);
});
