import { decodeJwt } from 'jose';
import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { isSysAdmin, type Caller } from '../auth/tenancy';
import { openEventStream, streamLimit } from '../http/eventStream';
import type { TenantEvent } from '../telemetry/liveEvents';

/** A console this far behind is dropped; it reconnects and reloads rather than the server buffering without end. */
const maxBufferedBytes = 4 * 1024 * 1024;

/** A console holds one stream per tab: ten is generous, and each costs the server a connection and work per event. */
export const maxStreamsPerUser = 10;

const visibleTo = (caller: Caller, event: TenantEvent) => isSysAdmin(caller) || event.tenantId === caller.tenantId;

/** When the access token of the request expires: the stream ends then and the console reconnects with a fresh one. */
function tokenExpiry(authorization: string | undefined): number {
  const token = authorization?.split(' ')[1] ?? '';
  return (decodeJwt(token).exp ?? 0) * 1000;
}

/**
 * GET /live: server-sent events of the caller's tenant (every tenant for a SysAdmin), at most
 * `maxStreamsPerUser` open at once per user and instance. A stream ends with its access token,
 * and at once when the user's sessions end (sign-out, new password or role, deletion).
 */
export const liveRoutes: RouteModule = ({ live }) => {
  const streams = streamLimit(
    maxStreamsPerUser,
    `At most ${maxStreamsPerUser} live streams may be open at once. Please close another tab or window.`,
  );

  return {
    async streamLive(request, reply) {
      const caller = callerOf(request);
      const endsAt = tokenExpiry(request.headers.authorization);
      const release = streams.take(caller.userId);
      const stream = openEventStream(request, reply, { endsAt, maxBufferedBytes });
      stream.whenEnded(release);
      stream.whenEnded(live.subscribe((event) => visibleTo(caller, event) && stream.send(event.type, event.data), stream.end));
      stream.whenEnded(live.onSessionsEnded((userId) => userId === caller.userId && stream.end()));
      return reply;
    },
  };
};
