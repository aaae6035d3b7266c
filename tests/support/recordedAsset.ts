import sql from 'sql-template-tag';
import type { AttributeValue } from '../../server/telemetry/ingest/positionReport';
import { recordTrips } from '../../server/telemetry/trips/recordTrips';
import { startTestServer, type Engine, type TestServer } from './server';
import { accounts, apiClient } from './api';
import type { TrackPoint } from '../../server/telemetry/trips/segment';
import { storeTrack, TrackRecorder } from './tracks';

const dayOne = Date.parse('2024-03-04T07:50:00Z');
const dayTwo = Date.parse('2024-03-05T09:00:00Z');

/**
 * The readings a device sends, spread over the reports: weather under several names and as
 * numbers or text, and now and then an OBD, a status or a router message.
 */
export function readingsOf(_point: TrackPoint, index: number): Record<string, AttributeValue> {
  const readings: Record<string, AttributeValue> = {};
  if (index % 3 === 0) Object.assign(readings, { temperature: 20 + (index % 5), humidity: 40 + (index % 7) });
  if (index % 3 === 1) Object.assign(readings, { temp: '18.5', hum: '61' });
  if (index % 10 === 0) Object.assign(readings, { rpm: 1500 + index, coolantTemp: 90, fuelLevel: 55.5, dtcs: 'P0420' });
  if (index % 10 === 5) Object.assign(readings, { ignition: index % 20 === 5, power: 13.9 });
  if (index % 25 === 0) Object.assign(readings, { rsrp: -90 - (index % 9), operator: 'Telekom.de' });
  return readings;
}

/** Two recorded days of an Acme asset in March 2024: a commute there and back, then one longer drive. */
export async function recordedAsset(server: TestServer) {
  const [asset] = await server.context.db.query<{ id: string; tenant_id: string; name: string }>(sql`select a.id, a.tenant_id, a.name
    from assets a join tenants t on t.id = a.tenant_id where t.name = 'Acme Logistics' order by a.name limit 1`);
  const track = new TrackRecorder(dayOne, 52.5, 13.4).park(10);
  const legs: number[] = [];
  const leg = (drive: () => void) => {
    const before = track.drivenKm;
    drive();
    legs.push(track.drivenKm - before);
  };
  leg(() => track.drive(0, 3, 36).park(2).drive(90, 2, 54));
  track.park(45);
  leg(() => track.drive(180, 3, 40).drive(270, 2, 40));
  track.park(10);
  track.time = dayTwo;
  track.park(5);
  leg(() => track.drive(0, 6, 60));
  track.park(10);
  const owner = { assetId: asset.id, tenantId: asset.tenant_id };
  await storeTrack(server.context.db, owner, track.points, readingsOf);
  await recordTrips(server.context.db, owner, server.context.config, { earliest: new Date(dayOne) });
  return {
    asset,
    points: track.points,
    /** Kilometres of each trip, oldest first. */
    legs,
    from: new Date(Date.parse('2024-03-04T00:00:00Z')).toISOString(),
    to: new Date(Date.parse('2024-03-06T00:00:00Z')).toISOString(),
  };
}

export type RecordedAsset = Awaited<ReturnType<typeof recordedAsset>>;

/**
 * A server with the recorded asset, and the tokens of an Acme user (`as`) and of Globex's
 * operator, who must not see Acme's asset.
 */
export async function startWithRecordedAsset(engine: Engine, as: { email: string; password: string }) {
  const server = await startTestServer({ engine });
  const api = apiClient(server.baseUrl);
  const sessions = await Promise.all([api.login(as.email, as.password), api.login(accounts.globex.email, accounts.globex.password)]);
  const [token, globexToken] = sessions.map((session) => session.accessToken);
  return { server, api, token, globexToken, recorded: await recordedAsset(server) };
}
