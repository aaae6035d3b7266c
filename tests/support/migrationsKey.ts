import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const migrationsDir = path.resolve(import.meta.dirname, '../../server/db/migrations');

/** A name for a migrated test database: a hash of the migrations and of `engine` (what else shaped it, with its version). */
export function migrationsKey(engine: string): string {
  const hash = createHash('sha256').update(engine);
  for (const name of readdirSync(migrationsDir).sort()) hash.update(name).update(readFileSync(path.join(migrationsDir, name)));
  return hash.digest('hex').slice(0, 16);
}
