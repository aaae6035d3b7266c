import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();
try {
  const server = await startServer(config);
  console.log(`Fleet console and API on ${server.url} (API docs: ${server.url}/api/docs)`);
  console.log(`Device ingestion (OsmAnd protocol) on ${server.ingestUrl}`);
  const shutdown = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
