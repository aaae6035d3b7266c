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
import { createIngestPipeline } from './telemetry/ingest/pipeline';
import { startIngestServer } from './telemetry/ingest/ingestServer';
import { startSweeper } from './telemetry/sweeper';
import { createGeocoder } from './telemetry/geocoder/geocoder';
import { startDemoSimulation } from './telemetry/demoSimulation';

export interface RunningServer {
  app: FastifyInstance;
  context: AppContext;
  url: string;
  /** Where devices post positions (OsmAnd protocol). */
  ingestUrl: string;
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
    if (config.demo) await seedDemo(db, config);
    const log = (line: string) => console.log(line);
    const context: AppContext = {
      config,
      db,
      tokens: await createTokenService(db, { accessSeconds: config.accessTokenSeconds, refreshDays: config.refreshTokenDays }),
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
      live: await createLiveBus(db),
      geocoder: createGeocoder({ serviceUrl: config.geocodingUrl, log }),
    };
    const app = await buildApp(context, options.logger ?? true);
    const address = await app.listen({ port: config.port, host: config.host });
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    const ingest = await startIngestServer(createIngestPipeline(context, log), { port: config.ingestPort, host: config.host }, log).catch(
      async (error) => {
        await app.close();
        throw error;
      },
    );
    const stopSweeper = startSweeper(context, log);
    const stopSimulation = config.demo && config.simulate ? await startDemoSimulation(db, ingest.url, log) : async () => {};
    return {
      app,
      context,
      url,
      ingestUrl: ingest.url,
      async stop() {
        await stopSimulation();
        await ingest.close();
        await stopSweeper();
        // Ends the live streams first: the API server waits for its open connections.
        await context.live.close();
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
