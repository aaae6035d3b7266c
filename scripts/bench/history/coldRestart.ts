import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * Restarts the local PostgreSQL 15 cluster and drops the OS page cache, so the next reads come
 * from disk. Answers what it did: dropping the cache needs root and a writable /proc/sys.
 */
export async function coldRestart(): Promise<string> {
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'stop'], { stdio: 'inherit' });
  let cache: string;
  try {
    execFileSync('sync');
    writeFileSync('/proc/sys/vm/drop_caches', '3\n');
    cache = 'OS page cache dropped';
  } catch (error) {
    cache = `OS page cache NOT dropped (${error instanceof Error ? error.message : error})`;
  }
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'start'], { stdio: 'inherit' });
  return `PostgreSQL restarted; ${cache}`;
}
