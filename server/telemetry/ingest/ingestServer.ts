import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseRequest } from '../osmand/parseRequest';
import { answerReport, type OsmAndDeps } from '../osmand/answerReport';
import { createRefusals } from '../osmand/refusals';
import type { DeviceDiagnostics } from '../diagnostics/deviceDiagnostics';
import { traceReport } from '../diagnostics/osmandTrace';
import { Overloaded } from './groupCommit';
import type { IngestPipeline } from './pipeline';

export interface IngestServerDeps {
  pipeline: IngestPipeline;
  /** The device's last known place, or null when ingestion does not accept the device. */
  place: OsmAndDeps['place'];
  diagnostics: DeviceDiagnostics;
}

export interface IngestServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Connection attempts the kernel holds on a device port (OsmAnd here, and the trackers' ports) until
 * they are accepted. Node's default (511) overflows when a fleet reconnects at once, after a restart or
 * a network outage: the dropped attempts are retried by the devices' kernels only after 1, 3, 7 s. The
 * kernel caps it at net.core.somaxconn.
 */
export const connectBacklog = 4096;

/** A position is a few hundred bytes; anything much larger is not one. */
const maxBodyBytes = 64 * 1024;

class BodyTooLarge extends Error {}

/** HTTP/1.1: a request without Content-Length or Transfer-Encoding has no body. */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

async function readBody(request: IncomingMessage): Promise<string> {
  // Most trackers send the position in the query string: no async stream iterator to set up for
  // each of thousands of requests a second.
  if (!hasBody(request)) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const answer = (response: ServerResponse, status: number, text = '') => {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
};

/**
 * The OsmAnd protocol endpoint devices post to (port 5055 by default): 200 once the position is
 * durably stored, or for a registered device's report that can never be stored (see answerReport.ts;
 * the pipeline's position rule refuses the same way), 404 for a device nobody registered, 400 for a
 * request naming no device. Devices retry anything else later, so a failure never loses an
 * acknowledged position.
 */
export async function startIngestServer(
  { pipeline, place, diagnostics }: IngestServerDeps,
  options: { port: number; host: string },
  log: (line: string) => void,
): Promise<IngestServer> {
  const osmand: OsmAndDeps = { submit: pipeline.submit, place, refusals: createRefusals(log) };
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'POST') return answer(response, 405, 'GET or POST');
    try {
      const url = request.url ?? '/';
      const body = await readBody(request);
      const answered = await answerReport(parseRequest(url, request.headers['content-type'], body), osmand);
      traceReport(diagnostics, { method: request.method, url, body }, answered);
      return answer(response, answered.status, answered.text);
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(response, 413, 'too large');
      if (error instanceof Overloaded) return answer(response, 503, 'busy, try again later');
      log(`ingestion request failed: ${error instanceof Error ? error.message : error}`);
      return answer(response, 503, 'try again later');
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host, backlog: connectBacklog }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(options.host) ? 'localhost' : options.host;

  return {
    url: `http://${host}:${port}`,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await pipeline.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
