import { loadConfig } from './config';
import { startServer } from './start';

try {
  const server = await startServer(loadConfig());
  console.log(`Fleet console and API on ${server.url} (API docs: ${server.url}/api/docs)`);
  console.log(`Device ingestion (OsmAnd protocol) on ${server.ingestUrl}`);
  const trackerPorts = Object.entries(server.trackerPorts).map(([protocol, port]) => `${protocol} ${port}`);
  if (trackerPorts.length) console.log(`Trackers (TCP; Teltonika also UDP) on ports: ${trackerPorts.join(', ')}`);
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
