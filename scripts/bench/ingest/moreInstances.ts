import { readdirSync, readFileSync } from 'node:fs';
import { killServerProcess, startServerProcess, urlWithSchema } from '../../../tests/support/serverProcess';
import { processCpuMs } from './postgresCpu';

/** The processes of a process group (npx, tsx and the server's node: the instance's whole footprint). */
function groupPids(groupId: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // pgrp: field 5 of the line, 3 after the command name.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]) === groupId;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * `count` more server instances on the bench's PostgreSQL schema, each a process of its own
 * running server/main.ts as a deployment does, so that `--instances` measures N instances behind
 * a load balancer on this machine's cores.
 */
export async function startMoreInstances(count: number, postgresUrl: string, schema: string) {
  const instances = await Promise.all(Array.from({ length: count }, () => startServerProcess({ DATABASE_URL: urlWithSchema(postgresUrl, schema) })));
  const pids = () => instances.flatMap((instance) => groupPids(instance.process.pid as number));
  return {
    ingestUrls: instances.map((instance) => instance.ingestUrl),
    pids,
    /** CPU time (ms) the instances' processes have used so far. */
    cpuMs: () => pids().reduce((total, pid) => total + processCpuMs(pid), 0),
    stop: () => Promise.all(instances.map((instance) => killServerProcess(instance, 'SIGTERM'))),
  };
}
