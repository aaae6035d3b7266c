import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

type Errors = { errors?: Record<string, string[]> };

describe.each(behaviourEngines)('importing assets and drivers on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let operator: string;
  let viewer: string;
  const send = (path: string, body: Record<string, unknown>, token = operator) =>
    api.call<Schema<'ImportResult'> & Errors>('POST', path, { token, body });
  const list = async <T>(path: string) => (await api.call<T[]>('GET', path, { token: operator })).body;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    operator = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    viewer = (await api.login(accounts.viewer.email, accounts.viewer.password)).accessToken;
  }, 300_000);
  afterAll(() => server?.stop());

  it('previews assets without writing, then writes them all with their plates, VINs, tags and dates', async () => {
    const rows: Schema<'AssetImportRow'>[] = [
      { name: 'Csv truck 1', plateNumber: 'B-CS 101', vin: '1HGCM82633A004352', tags: 'north cold', purchaseDate: '2025-03-01' },
      { name: 'Csv truck 2', plateNumber: null, vin: null },
    ];
    expect((await send('/imports/assets', { dryRun: true, rows })).body).toEqual({ rows: 2, imported: 0 });
    expect(await list('/assets?query=Csv truck')).toEqual([]);
    expect((await send('/imports/assets', { dryRun: false, rows })).body).toEqual({ rows: 2, imported: 2 });
    const written = await list<Schema<'Asset'>>('/assets?query=Csv truck&sort=name');
    expect(written.map(({ name, plateNumber, vin, tags, purchaseDate }) => ({ name, plateNumber, vin, tags, purchaseDate }))).toEqual([
      { name: 'Csv truck 1', plateNumber: 'B-CS 101', vin: '1HGCM82633A004352', tags: 'north cold', purchaseDate: '2025-03-01' },
      { name: 'Csv truck 2', plateNumber: null, vin: null, tags: '', purchaseDate: null },
    ]);
  });

  it('writes drivers, and names every bad row and field without writing any', async () => {
    const bad = await send('/imports/drivers', {
      dryRun: false,
      rows: [
        { name: 'Csv driver 1', email: 'not-an-address' },
        { name: 'Csv driver 2', licenceExpiry: '2027-02-30x' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['rows.0.email', 'rows.1.licenceExpiry']);
    expect(await list('/drivers?query=Csv driver')).toEqual([]);

    const rows: Schema<'DriverImportRow'>[] = [
      { name: 'Csv driver 1', licenceNumber: 'DL-1', licenceExpiry: '2027-02-28', phone: '+49 151 2222333', email: 'Csv.One@acme.example' },
      { name: 'Csv driver 2' },
    ];
    expect((await send('/imports/drivers', { dryRun: false, rows })).body).toEqual({ rows: 2, imported: 2 });
    const written = await list<Schema<'Driver'>>('/drivers?query=Csv driver&sort=name');
    expect(written.map(({ name, licenceNumber, licenceExpiry, email }) => ({ name, licenceNumber, licenceExpiry, email }))).toEqual([
      { name: 'Csv driver 1', licenceNumber: 'DL-1', licenceExpiry: '2027-02-28', email: 'csv.one@acme.example' },
      { name: 'Csv driver 2', licenceNumber: null, licenceExpiry: null, email: null },
    ]);
  });

  it('refuses a Viewer', async () => {
    expect((await send('/imports/drivers', { dryRun: true, rows: [{ name: 'V' }] }, viewer)).status).toBe(403);
  });
});
