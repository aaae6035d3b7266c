// `npm run simulate -- --assets N [--ingest http://localhost:5055] [--interval 5] [--ids id1,id2]
//   [--api http://localhost:8080] [--email ...] [--password ...]`
// Drives N vehicles along main roads of Berlin and Paris, each posting its position to the
// ingestion port as a Traccar Client would, until Ctrl+C. Without --ids it signs in to the API
// (the demo SysAdmin by default) and drives the first N devices fitted to an asset.
import { parseArgs } from 'node:util';
import { startFleetSimulation, type SimulatedDevice } from './simulator/fleetSimulation';

const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: '10' },
    ingest: { type: 'string', default: 'http://localhost:5055' },
    interval: { type: 'string', default: '5' },
    ids: { type: 'string' },
    api: { type: 'string', default: 'http://localhost:8080' },
    email: { type: 'string', default: process.env.FLEET_EMAIL ?? 'sysadmin@fleet.example' },
    password: { type: 'string', default: process.env.FLEET_PASSWORD ?? 'Fleet!Admin1' },
  },
});

interface Listed {
  id: string;
  uniqueId?: string;
  sensorId?: string | null;
  currentLocation?: { latitude: number; longitude: number } | null;
}

/** The devices fitted to assets, with where their assets stand, as the API lists them. */
async function devicesFromApi(api: string): Promise<SimulatedDevice[]> {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${api}/api${path}`, init);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const session = await call('/authentication/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.email, password: values.password, clientId: 'web', appPackageName: 'com.fleetconsole.simulator' }),
  });
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const [sensors, assets] = (await Promise.all([call('/sensors', { headers }), call('/assets', { headers })])) as Listed[][];
  const located = new Map(assets.filter((asset) => asset.sensorId).map((asset) => [asset.sensorId, asset.currentLocation]));
  return sensors
    .filter((sensor) => located.has(sensor.id))
    .map((sensor) => ({
      deviceId: sensor.uniqueId as string,
      latitude: located.get(sensor.id)?.latitude ?? null,
      longitude: located.get(sensor.id)?.longitude ?? null,
    }));
}

const count = Number(values.assets);
const devices = values.ids
  ? values.ids.split(',').map((deviceId) => ({ deviceId: deviceId.trim(), latitude: null, longitude: null }))
  : await devicesFromApi(values.api);
const driven = devices.slice(0, count);
if (driven.length < count) console.log(`Only ${driven.length} devices are fitted to assets; driving those.`);

const stop = startFleetSimulation(driven, { ingestUrl: values.ingest, intervalSeconds: Number(values.interval), log: console.log });
console.log(`Driving ${driven.length} vehicles, reporting every ${values.interval} s to ${values.ingest}. Ctrl+C stops.`);
process.once('SIGINT', async () => {
  await stop();
  process.exit(0);
});
