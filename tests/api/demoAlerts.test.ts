import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

type Alert = Schema<'Alert'>;

const dayMs = 24 * 3_600_000;
/**
 * Four days of history and alerts: the three whole days before today hold a working day whatever today is (weekends
 * have few drives and no depot visits). Three days did not on a Monday morning: Friday from that hour, the weekend.
 */
const days = 4;

// The demo as a first start seeds it: the alerts screen, its unread filter and the dashboard have something to show.
describe.each(behaviourEngines)('demo alerts on %s', (engine) => {
  let server: TestServer;
  const alertsOf = async (account: { email: string; password: string }, query = '') => {
    const api = apiClient(server.baseUrl);
    const { accessToken } = await api.login(account.email, account.password);
    return (await api.call<Alert[]>('GET', `/alert?pageNumber=1&pageSize=500${query}`, { token: accessToken })).body;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, config: { demoAlertDays: days, demoHistoryDays: days } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('holds geofence entries and exits and speeding of the last days, worded as the alert engine words them', async () => {
    const alerts = await alertsOf(accounts.operator);
    expect(new Set(alerts.map((alert) => alert.type))).toEqual(new Set(['geofenceEnter', 'geofenceExit', 'speeding']));
    const times = alerts.map((alert) => Date.parse(alert.time));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - days * dayMs);
    for (const alert of alerts) {
      if (alert.type === 'speeding') {
        expect(alert.message).toBe(`${alert.assetName} drove at ${Math.round(alert.speedKmh ?? 0)} km/h, above the limit of 90 km/h`);
        expect(alert.details).toEqual({ speedLimitKmh: 90 });
      } else {
        expect(alert.message).toBe(`${alert.assetName} ${alert.type === 'geofenceEnter' ? 'entered' : 'left'} ${alert.geofenceName}`);
        expect(alert.details).toEqual({ geofenceName: alert.geofenceName });
      }
    }
  });

  it("tells the seeded tracks' story: each alert is at a position of its asset's history, one of its geofence's crossings", async () => {
    const api = apiClient(server.baseUrl);
    const { accessToken } = await api.login(accounts.operator.email, accounts.operator.password);
    const alerts = await alertsOf(accounts.operator);
    const sample = [
      ...alerts.filter((alert) => alert.type === 'speeding').slice(0, 3),
      ...alerts.filter((alert) => alert.type !== 'speeding').slice(0, 6),
    ];
    for (const alert of sample) {
      const at = Date.parse(alert.time);
      const window = `from=${new Date(at - 5 * 60_000).toISOString()}&to=${new Date(at + 5 * 60_000).toISOString()}`;
      const track = (
        await api.call<Schema<'PositionRecord'>[]>('GET', `/positions?assetId=${alert.assetId}&${window}`, { token: accessToken })
      ).body;
      const position = track.find((point) => Date.parse(point.time) === at);
      expect(position, `${alert.message} at ${alert.time}`).toMatchObject({ latitude: alert.latitude, longitude: alert.longitude });
      if (alert.type === 'speeding') expect(position?.speedKmh).toBeGreaterThan(90);
    }
    // The depot has a rule for entering and one for leaving: for each asset they alternate, as a track that goes in and out does.
    const crossings = alerts
      .filter((alert) => alert.geofenceName === 'Acme depot Marzahn')
      .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
    const lastOf = new Map<string, string>();
    for (const alert of crossings) {
      const key = `${alert.assetId}:${alert.geofenceId}`;
      expect(alert.type, `${alert.message} at ${alert.time}`).not.toBe(lastOf.get(key));
      lastOf.set(key, alert.type);
    }
    expect(new Set(crossings.map((alert) => alert.type))).toEqual(new Set(['geofenceEnter', 'geofenceExit']));
  });

  it("leaves the last day's alerts unread and older ones read", async () => {
    const alerts = await alertsOf(accounts.operator);
    const unread = await alertsOf(accounts.operator, '&unread=true');
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(alerts.length);
    for (const alert of alerts) expect(alert.isRead).toBe(Date.now() - Date.parse(alert.time) > dayMs);
  });

  it('gives each tenant alerts about its own assets only', async () => {
    const acme = await alertsOf(accounts.operator);
    const globex = await alertsOf(accounts.globex);
    expect(globex.length).toBeGreaterThan(0);
    const acmeAssets = new Set(acme.map((alert) => alert.assetId));
    expect(globex.some((alert) => acmeAssets.has(alert.assetId))).toBe(false);
    const fences = (alerts: Alert[]) => new Set(alerts.flatMap((alert) => alert.geofenceName ?? []));
    expect(fences(acme)).toEqual(new Set(['Acme depot Marzahn', 'Berlin city centre']));
    expect(fences(globex)).toEqual(new Set(['Globex depot Rungis', 'Paris city centre']));
  });
});
