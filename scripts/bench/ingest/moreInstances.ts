import { killServerProcess, startServerProcess, urlWithSchema } from '../../../tests/support/serverProcess';
import { groupPids, processCpuMs } from './cpuTime';

/**
 * `count` more server instances on the bench's PostgreSQL schema, each a process of its own
 * running server/main.ts as a deployment does, so that `--instances` measures N instances behind
 * a load balancer on this machine's cores.
 */
export async function startMoreInstances(count: number, postgresUrl: string, schema: string) {
  const instances = await Promise.all(
    Array.from({ length: count }, () => startServerProcess({ DATABASE_URL: urlWithSchema(postgresUrl, schema) })),
  );
  const pids = () => instances.flatMap((instance) => groupPids(instance.process.pid as number));
  return {
    ingestUrls: instances.map((instance) => instance.ingestUrl),
    pids,
    /** CPU time (ms) the instances' processes have used so far. */
    cpuMs: () => pids().reduce((total, pid) => total + processCpuMs(pid), 0),
    stop: () => Promise.all(instances.map((instance) => killServerProcess(instance, 'SIGTERM'))),
  };
}
