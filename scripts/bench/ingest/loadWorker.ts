// Runs in a child process: the devices' side of the benchmark, on its own core and event loop.
import { keepAliveClient } from './keepAliveClient';

export interface LoadPlan {
  /** The instances' OsmAnd ports: device i reports to the (i mod n)th, as a load balancer spreads them. */
  ingestUrls: string[];
  deviceIds: string[];
  /** Positions per second, all devices together. */
  rate: number;
  seconds: number;
}

export interface LoadResult {
  acknowledged: number;
  /** Answers other than 200 by status (0: no answer). */
  errors: Record<number, number>;
  /** Acknowledgement latencies in milliseconds. */
  latencies: number[];
  /** When each of them was sent, in milliseconds from the start of the run (same order). */
  sentAt: number[];
  /** CPU time this process spent, in milliseconds. */
  cpuMs: number;
}

const plan = await new Promise<LoadPlan>((resolve) => process.once('message', (message) => resolve(message as LoadPlan)));
// Kept-alive connections, as trackers have: one at most per device.
const clients = plan.ingestUrls.map((ingestUrl) => {
  const url = new URL(ingestUrl);
  return keepAliveClient(url.hostname, Number(url.port), Math.ceil(plan.deviceIds.length / plan.ingestUrls.length));
});

/** Each device drives east at 30-110 km/h from its own start, one position every devices/rate seconds. */
async function run(): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: 0, errors: {}, latencies: [], sentAt: [], cpuMs: 0 };
  const cpu = process.cpuUsage();
  const intervalMs = (plan.deviceIds.length / plan.rate) * 1000;
  const started = performance.now();
  const deadline = started + plan.seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  const device = async (deviceId: string, index: number) => {
    const client = clients[index % clients.length];
    const speedKmh = 30 + (index % 9) * 10;
    const latitude = 52.35 + ((index * 7919) % 3500) / 10_000;
    let longitude = 13.1 + ((index * 104_729) % 3000) / 10_000;
    let next = started + Math.random() * intervalMs;
    while (next < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      longitude += ((speedKmh / 3600) * (intervalMs / 1000)) / 68;
      const path = `/?id=${deviceId}&lat=${latitude.toFixed(6)}&lon=${longitude.toFixed(6)}&timestamp=${Date.now()}&speed=${(speedKmh / 1.852).toFixed(1)}&batt=90`;
      // Latency counts from when the position was due, its wait for the device's connection included.
      const sentAt = next;
      const answer = client.post(path).then((status) => {
        if (status === 200) {
          result.acknowledged++;
          result.latencies.push(performance.now() - sentAt);
          result.sentAt.push(sentAt - started);
        } else result.errors[status] = (result.errors[status] ?? 0) + 1;
      });
      inFlight.add(answer);
      void answer.then(() => inFlight.delete(answer));
      next += intervalMs;
    }
  };
  await Promise.all(plan.deviceIds.map(device));
  await Promise.all(inFlight);
  const used = process.cpuUsage(cpu);
  result.cpuMs = (used.user + used.system) / 1000;
  clients.forEach((client) => client.close());
  return result;
}

process.send?.(await run());
