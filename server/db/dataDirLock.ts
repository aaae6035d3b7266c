import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/** Lock files this process holds: a lock naming our pid that is not among them was left by an earlier life. */
const held = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether the lock's owner may still be using the directory. A lock naming our own pid that this process
 * did not take is stale: a container restarted, and its server is pid 1 (or the same number) again.
 */
const ownerIsRunning = (owner: number, lockPath: string) => (owner === process.pid ? held.has(lockPath) : owner > 0 && isAlive(owner));

/** The pid a lock file names; null when the file is gone. */
function lockOwner(lockPath: string): number | null {
  try {
    return Number(readFileSync(lockPath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * PGlite serves one process: two servers on one data dir would corrupt it. Take a lock file
 * holding our pid; a stale one (its process gone) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = lockOwner(lockPath);
      // Its server let go between our attempt and this read (a server stopping as the next starts): try again.
      if (owner === null) continue;
      if (ownerIsRunning(owner, lockPath)) {
        throw new Error(
          `Another fleet server (pid ${owner}) is using the data directory ${dataDir}. ` +
            'The embedded database serves one process: stop that server, or set FLEET_DATA_DIR ' +
            'to another directory, or DATABASE_URL to a PostgreSQL server.',
          { cause: error },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
