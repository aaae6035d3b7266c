// `npm run simulate -- --assets N [--ingest http://localhost:5055] [--interval 5] [--ids id1,id2]
//   [--api http://localhost:8080] [--email ...] [--password ...]
//   [--protocol teltonika|gt06|h02|suntech|jt808 [--host localhost] [--port N] [--batch 4]]`
// Drives N vehicles along main roads of Berlin and Paris, each posting its position to the
// ingestion port as a Traccar Client would, until Ctrl+C. Without --ids it signs in to the API
// (the demo SysAdmin by default) and drives the first N devices fitted to an asset. With
// --protocol each vehicle is a hardware tracker of that family on its TCP port instead: it logs
// in, sends its fixes (Teltonika: --batch records a packet), waits for the acknowledgement and
// resends after a timeout or a lost connection.
import { parseArgs } from 'node:util';
import { startFleetSimulation, type SimulatedDevice } from '../server/simulation/fleetSimulation';
import { TrackerClient } from './simulator/trackerClient';
import type { VehicleReading } from '../server/simulation/vehicle';
import type { TrackerProtocolName } from '../server/telemetry/trackers/protocol';

const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: '10' },
    ingest: { type: 'string', default: 'http://localhost:5055' },
    interval: { type: 'string', default: '5' },
    ids: { type: 'string' },
    api: { type: 'string', default: 'http://localhost:8080' },
    email: { type: 'string', default: process.env.FLEET_EMAIL ?? 'sysadmin@fleet.example' },
    password: { type: 'string', default: process.env.FLEET_PASSWORD ?? 'Fleet!Admin1' },
    protocol: { type: 'string' },
    host: { type: 'string', default: 'localhost' },
    port: { type: 'string' },
    batch: { type: 'string', default: '4' },
  },
});

const defaultPorts: Record<TrackerProtocolName, number> = { teltonika: 5027, gt06: 5023, h02: 5013, suntech: 5011, jt808: 5015 };
const protocol = values.protocol as TrackerProtocolName | undefined;
if (protocol && !(protocol in defaultPorts)) {
  console.error(`--protocol must be one of ${Object.keys(defaultPorts).join(', ')}`);
  process.exit(1);
}

interface Listed {
  id: string;
  uniqueId?: string;
  sensorId?: string | null;
  currentLocation?: { latitude: number; longitude: number } | null;
}

/** The devices fitted to assets, with where their assets stand, as the API lists them. */
async function devicesFromApi(api: string): Promise<SimulatedDevice[]> {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${api}/api${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
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
const listed = values.ids
  ? values.ids.split(',').map((deviceId) => ({ deviceId: deviceId.trim(), latitude: null, longitude: null }))
  : await devicesFromApi(values.api);
// Hardware trackers send their IMEI (digits: ASCII for Teltonika and H02, BCD for GT06).
const devices = protocol ? listed.filter((device) => /^\d{10,16}$/.test(device.deviceId)) : listed;
if (protocol && devices.length < listed.length) {
  console.log(
    `${listed.length - devices.length} devices are left out: a ${protocol} device identifies itself by its IMEI (10 to 16 digits), not by an id like ${listed.find((device) => !devices.includes(device))?.deviceId}.`,
  );
}
if (!devices.length) {
  console.error('Nothing to drive: register devices with their IMEI as unique id (fitted to assets), or name them with --ids.');
  process.exit(1);
}
const driven = devices.slice(0, count);
if (driven.length < count) console.log(`Only ${driven.length} devices are fitted to assets; driving those.`);

/** Hardware trackers of one family, one per device, speaking its protocol over TCP. */
function trackerFleet(family: TrackerProtocolName) {
  const port = Number(values.port ?? defaultPorts[family]);
  const options = { host: values.host, port, batch: Number(values.batch), ackTimeoutMs: 10_000, log: console.log };
  const clients = new Map(driven.map((device) => [device.deviceId, new TrackerClient(family, device.deviceId, options)]));
  return {
    target: `${family} trackers on ${values.host}:${port}`,
    send: (deviceId: string, reading: VehicleReading) =>
      clients.get(deviceId)?.push({
        time: new Date(),
        latitude: reading.latitude,
        longitude: reading.longitude,
        heading: reading.heading,
        speedKmh: reading.speedKmh,
        ignition: reading.attributes.ignition !== false,
        odometer: Number(reading.attributes.odometer ?? 0),
      }),
    stop: () => Promise.all([...clients.values()].map((client) => client.stop())),
  };
}

const trackers = protocol ? trackerFleet(protocol) : null;
const stop = startFleetSimulation(driven, {
  ingestUrl: values.ingest,
  intervalSeconds: Number(values.interval),
  log: console.log,
  send: trackers?.send,
});
console.log(
  `Driving ${driven.length} vehicles, reporting every ${values.interval} s to ${trackers?.target ?? values.ingest}. Ctrl+C stops.`,
);
process.once('SIGINT', async () => {
  await stop();
  await trackers?.stop();
  process.exit(0);
});
