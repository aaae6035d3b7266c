import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig, type Config } from '../config';
import { openDb, type Db } from '../db/engine';
import { migrate } from '../db/migrate';

/** The command's options, or its usage and exit code 1 when they are mistyped (no stack trace). */
export function commandOptions<Options extends NonNullable<ParseArgsConfig['options']>>(options: Options, usage: string) {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(1);
  }
}

/**
 * Runs a command-line task on the configured database (DATABASE_URL, or the embedded one in
 * FLEET_DATA_DIR), migrated first. Prints what the task answers, or its error's message (the
 * user's mistake, or why the database cannot be opened) and exits with 1.
 */
export async function runWithDatabase(task: (db: Db, config: Config) => Promise<string>): Promise<void> {
  let db: Db | null = null;
  try {
    const config = loadConfig();
    db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(db);
    console.log(await task(db, config));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}
