import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import sql from 'sql-template-tag';
import type { Db } from '../../../server/db/engine';

const ticksPerSecond = 100;

/** The fields of a process's /proc/<pid>/stat line after its command name (field 3 is [0]); null once it has ended. */
function statFields(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** CPU time (ms) a process has used so far: utime and stime, fields 14 and 15; 0 once it has ended. */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond : 0;
}

/** The processes of a process group (for a server started with npx: npx, tsx and the server's node). */
export function groupPids(groupId: number): number[] {
  // pgrp: field 5.
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(statFields(name)?.[2]) === groupId)
    .map(Number);
}

/** Local ports of the processes' TCP connections to port 5432 (Linux /proc). */
function postgresPortsOf(pids: number[]): number[] {
  const inodes = new Set(
    pids.flatMap((pid) => {
      try {
        return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
          try {
            return [readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1]].filter(Boolean);
          } catch {
            return [];
          }
        });
      } catch {
        return [];
      }
    }),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields.length > 9 && fields[2].endsWith(':1538') && inodes.has(fields[9]))
      .map((fields) => parseInt(fields[1].split(':')[1], 16)),
  );
}

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving the connections of the server
 * processes `pids`, by backend pid: the database's share of the work, apart from whatever else
 * the machine runs.
 */
export async function backendsCpuMs(db: Db, pids: number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ pid: number }>(
    sql`select pid from pg_stat_activity where client_port = any(${postgresPortsOf(pids)}::int[])`,
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
}

/** CPU the backends used between two readings, new backends counted from zero. */
export const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((total, [pid, ms]) => total + ms - (before.get(pid) ?? 0), 0);
