import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { migrationsKey } from './migrationsKey';

/**
 * A fresh PGlite database for a test server, from a migrated copy made once: creating a PGlite database
 * (initdb in WASM) and migrating it took about 24 s a server on a loaded 2-core machine, copying a migrated
 * one and opening it about 3 s, and the API suites start dozens of servers. The copy is the same database a
 * server would make: the migrations run on PGlite once for every set of them (the template's name is a hash
 * of the migrations and of PGlite's version), and each server still opens and checks it as at any start.
 */
// Its package exports no package.json: read from the repository's node_modules.
const pglitePackage = path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json');
const pgliteVersion = (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version;

let template: Promise<string> | null = null;

/** The template's pgdata directory, made if no test process made it yet (built aside, then renamed into place). */
function templateDir(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(tmpdir(), `fleet-pglite-template-${migrationsKey(`pglite ${pgliteVersion}`)}`);
    if (existsSync(dir)) return dir;
    const building = mkdtempSync(path.join(tmpdir(), 'fleet-pglite-building-'));
    const db = await openPglite(building);
    await migrate(db);
    await db.close();
    try {
      renameSync(path.join(building, 'pgdata'), dir);
    } catch (error) {
      // Another worker put its template there first: the same migrations, so use that one.
      if (!existsSync(dir)) throw error;
    }
    rmSync(building, { recursive: true, force: true });
    return dir;
  })();
  return template;
}

/** Puts a migrated, empty database into `dataDir` (as `openPglite` keeps it, in `pgdata`). */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  cpSync(await templateDir(), path.join(dataDir, 'pgdata'), { recursive: true });
}
