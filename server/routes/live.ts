import { decodeJwt } from 'jose';
import type { RouteModule } from '../context';
import { callerOf } from '../auth/guard';
import { isSysAdmin, type Caller } from '../auth/tenancy';
import type { LiveEvent } from '../telemetry/liveBus';

const heartbeatMs = 15_000;
/** A console this far behind is dropped; it reconnects and reloads rather than the server buffering without end. */
const maxBufferedBytes = 4 * 1024 * 1024;

const visibleTo = (caller: Caller, event: LiveEvent) => isSysAdmin(caller) || event.tenantId === caller.tenantId;

/** When the access token of the request expires: the stream ends then and the console reconnects with a fresh one. */
function tokenExpiry(authorization: string | undefined): number {
  const token = authorization?.split(' ')[1] ?? '';
  return (decodeJwt(token).exp ?? 0) * 1000;
}

/** GET /live: server-sent events of the caller's tenant (every tenant for a SysAdmin). */
export const liveRoutes: RouteModule = ({ live }) => ({
  async streamLive(request, reply) {
    const caller = callerOf(request);
    const expiresAt = tokenExpiry(request.headers.authorization);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    stream.write(': connected\n\n');

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      stream.end();
    };
    const send = (event: LiveEvent) => {
      if (!visibleTo(caller, event)) return;
      if (stream.writableLength > maxBufferedBytes) return end();
      stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    };
    const unsubscribe = live.subscribe(send, end);
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
    const expiry = setTimeout(end, Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1));
    request.raw.on('close', end);
    return reply;
  },
});
