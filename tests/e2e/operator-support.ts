import type { Page } from 'playwright-core';
import sql from 'sql-template-tag';
import { apiClient, type Schema } from '../support/api';
import type { TestServer } from '../support/server';
import type { Account } from './shell-support';

/** `count` more assets in the tenant, spread around Berlin, each last heard two minutes ago. */
export async function addBulkAssets(server: TestServer, tenantName: string, count: number, prefix = 'Bulk') {
  await server.context.db.transaction(async (tx) => {
    // Inserting an asset gives it its row of asset_positions (migration 016), where its position is kept.
    await tx.query(sql`insert into assets (tenant_id, name)
      select t.id, ${prefix} || ' ' || lpad(n::text, 5, '0') from tenants t, generate_series(1, ${count}) as n where t.name = ${tenantName}`);
    await tx.query(sql`update asset_positions p
      set status = 'Parked', latitude = 52.3 + (n % 100) * 0.004, longitude = 13.2 + (n / 100) * 0.004, speed_kmh = 0, last_position_at = now() - interval '2 minutes'
      from (select a.id, row_number() over (order by a.name) as n from assets a join tenants t on t.id = a.tenant_id
            where t.name = ${tenantName} and a.name like ${`${prefix} %`}) bulk
      where p.asset_id = bulk.id`);
  });
}

/** A token of the account and the assets it sees. */
export async function assetsOf(server: TestServer, account: Account) {
  const api = apiClient(server.baseUrl);
  const token = (await api.login(account.email, account.password)).accessToken;
  const assets = (await api.call<Schema<'Asset'>[]>('GET', '/assets', { token })).body;
  return { api, token, assets };
}

/** The asset's device reports a position (through the OsmAnd listener, as a tracker would). */
export async function reportPosition(server: TestServer, token: string, asset: Schema<'Asset'>, latitude: number, longitude: number) {
  const sensors = (await apiClient(server.baseUrl).call<Schema<'Sensor'>[]>('GET', '/sensors', { token })).body;
  const device = sensors.find((sensor) => sensor.assetId === asset.id);
  if (!device) throw new Error(`${asset.name} has no device`);
  const query = new URLSearchParams({
    id: device.uniqueId,
    lat: String(latitude),
    lon: String(longitude),
    timestamp: String(Math.floor(Date.now() / 1000)),
    speed: '30',
    bearing: '90',
  });
  const response = await fetch(`${server.ingestUrl}/?${query}`, { method: 'POST' });
  if (response.status !== 200) throw new Error(`the listener answered ${response.status}`);
}

/** The centre of the named map, from its test probe. */
export const mapCenter = (page: Page, map: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { __fleetMap: { view(n: string): { center: [number, number] } | null } }).__fleetMap.view(name)?.center ?? null,
    map,
  );

/** Every host the page sent a request to, recorded from now on. */
export function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  return hosts;
}
