import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDb } from './db/engine';
import { migrate } from './db/migrate';
import { seedDemo } from './seed';
import { createTokenService } from './auth/tokens';
import { createLiveBus } from './telemetry/liveBus';
import { createMailer } from './mail/mailer';
import { buildApp } from './app';
import type { AppContext } from './context';

export interface RunningServer {
  app: FastifyInstance;
  context: AppContext;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds demo data when asked, and serves the API and console. */
export async function startServer(
  config: Config,
  options: { logger?: FastifyServerOptions['logger']; schema?: string } = {},
): Promise<RunningServer> {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: options.schema });
  try {
    await migrate(db);
    if (config.demo) await seedDemo(db);
    const log = (line: string) => console.log(line);
    const context: AppContext = {
      config,
      db,
      tokens: await createTokenService(db, { accessSeconds: config.accessTokenSeconds, refreshDays: config.refreshTokenDays }),
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
      live: await createLiveBus(db),
    };
    const app = await buildApp(context, options.logger ?? true);
    const address = await app.listen({ port: config.port, host: config.host });
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    return {
      app,
      context,
      url,
      async stop() {
        await app.close();
        await context.live.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
