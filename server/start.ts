import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { decoyHash } from './auth/passwords';
import type { Config } from './config';
import { openDb } from './db/engine';
import { migrate } from './db/migrate';
import { ensureUpcomingPartitions } from './db/positionPartitions';
import { demoAccountsExist, seedDemoAtStart } from './seed';
import { createTokenService } from './auth/tokens';
import { createSso } from './auth/sso';
import { createLiveBus } from './telemetry/liveBus';
import { createMailer } from './mail/mailer';
import { createPdfRenderer } from './reports/pdf/pdfRenderer';
import { buildApp } from './app';
import type { AppContext } from './context';
import { createIngestPipeline, type IngestPipeline } from './telemetry/ingest/pipeline';
import { startIngestServer } from './telemetry/ingest/ingestServer';
import { lastKnownPlace } from './telemetry/osmand/lastKnownPlace';
import { startJobRunner } from './jobs/jobRunner';
import { deferredQueue, queuedMailer, serverJobs } from './jobs/serverJobs';
import { createAlertNotifier } from './notifications/alertNotifier';
import { vapidKeys } from './notifications/vapidKeys';
import { createGeocoder } from './telemetry/geocoder/geocoder';
import { startDemoSimulation } from './telemetry/demoSimulation';
import { createConnectedDevices } from './telemetry/trackers/connectedDevices';
import { createDeviceDiagnostics } from './telemetry/diagnostics/deviceDiagnostics';
import { startTrackerListeners, type TrackerListeners } from './telemetry/trackers/trackerListeners';
import { codecs } from './telemetry/trackers';
import { createCommandDelivery, defaultAnswerTimeoutMs } from './telemetry/trackers/commandDelivery';

export interface RunningServer {
  app: FastifyInstance;
  context: AppContext;
  url: string;
  /** Where devices post positions (OsmAnd protocol). */
  ingestUrl: string;
  /** The TCP port of each tracker protocol that listens. */
  trackerPorts: TrackerListeners['ports'];
  /** Tracker connections the server closed, by reason (bad frames among them). */
  trackerClosures: TrackerListeners['closures'];
  /** Positions of every protocol not stored for the position rule, by reason (positionRule.ts). */
  positionsRefused: IngestPipeline['refused'];
  /** Tracker frames skipped as not understood, their connections kept. */
  trackerSkippedFrames: TrackerListeners['skippedFrames'];
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds demo data when asked, and serves the API and console. */
export async function startServer(
  config: Config,
  options: { logger?: FastifyServerOptions['logger']; schema?: string; clock?: () => number } = {},
): Promise<RunningServer> {
  const log = (line: string) => console.log(line);
  // Hashed beside the start-up's work, not after it: a sign-in of an unknown account must not also wait for it.
  void decoyHash();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: options.schema,
    statementTimeoutMs: config.statementTimeoutMs,
    log,
  });
  try {
    await migrate(db);
    // Before the first position can arrive; the upkeep job keeps it so.
    await ensureUpcomingPartitions(db);
    await seedDemoAtStart(db, config);
    // Published passwords must not face the network by accident: demo mode listens on loopback unless HOST says otherwise.
    const demoMode = await demoAccountsExist(db);
    const host = config.host ?? (demoMode ? '127.0.0.1' : '0.0.0.0');
    if (demoMode) log(`Demo mode: the demo accounts listed in the README exist, with their published passwords (listening on ${host}).`);
    const devices = createConnectedDevices((error) => log(`device event listener failed: ${error}`));
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
    const live = await createLiveBus(db, { natsUrl: config.natsUrl, log });
    const tokens = await createTokenService(db, live, {
      accessSeconds: config.accessTokenSeconds,
      refreshDays: config.refreshTokenDays,
      signingSecret: config.jwtSecret,
    });
    const context: AppContext = {
      config,
      db,
      tokens,
      sso: await createSso(db, tokens),
      mailer,
      live,
      geocoder: createGeocoder({ serviceUrl: config.geocodingUrl, log }),
      devices,
      commands: createCommandDelivery({ db, devices, answerTimeoutMs: defaultAnswerTimeoutMs, log }),
      diagnostics: createDeviceDiagnostics(),
      pdf: createPdfRenderer({ executablePath: config.chromiumPath }),
      clock: options.clock ?? Date.now,
    };
    const app = await buildApp(context, options.logger ?? true);
    const address = await app.listen({ port: config.port, host });
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    // Made on first start, before any browser can ask for it.
    await vapidKeys(db);
    // Alert mail, pushes and webhook calls go through the job queue, which the timed-alerts job
    // (one of its own) also notifies through; a password reset code is sent while its user waits.
    const queue = deferredQueue();
    const notify = createAlertNotifier(db, queuedMailer(queue), queue.enqueue, log, {
      publicUrl: config.publicUrl,
      timeZone: config.mailTimeZone,
    });
    const jobs = await startJobRunner(serverJobs(context, log, notify), { databaseUrl: config.databaseUrl, schema: options.schema, log });
    queue.bind(jobs);
    const pipeline = createIngestPipeline(context, log, notify);
    const ingest = await startIngestServer(
      { pipeline, place: (deviceId) => lastKnownPlace(db, deviceId), diagnostics: context.diagnostics },
      { port: config.ingestPort, host },
      log,
    ).catch(async (error) => {
      await jobs.stop();
      await app.close();
      throw error;
    });
    const trackers = await startTrackerListeners(context, pipeline, Object.values(codecs), { host, log }).catch(async (error) => {
      await ingest.close();
      await jobs.stop();
      await app.close();
      throw error;
    });
    const stopSimulation =
      demoMode && config.demo !== false && config.simulate ? await startDemoSimulation(db, ingest.url, log) : async () => {};
    return {
      app,
      context,
      url,
      ingestUrl: ingest.url,
      trackerPorts: trackers.ports,
      trackerClosures: trackers.closures,
      positionsRefused: pipeline.refused,
      trackerSkippedFrames: trackers.skippedFrames,
      async stop() {
        await stopSimulation();
        // Before the pipeline closes: the trackers' last frames are committed and acknowledged.
        await trackers.close();
        await ingest.close();
        await jobs.stop();
        context.commands.close();
        // Ends the live streams first: the API server waits for its open connections.
        await context.live.close();
        await app.close();
        await context.pdf.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
