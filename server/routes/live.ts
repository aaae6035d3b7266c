import { decodeJwt } from 'jose';
import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { isSysAdmin, type Caller } from '../auth/tenancy';
import { openEventStream, streamLimit } from '../http/eventStream';
import type { TenantEvent } from '../telemetry/liveEvents';
import { limitedAssetIds } from '../repos/ownedAsset';

/** A console this far behind is dropped; it reconnects and reloads rather than the server buffering without end. */
const maxBufferedBytes = 4 * 1024 * 1024;

/** A console holds one stream per tab: ten is generous, and each costs the server a connection and work per event. */
export const maxStreamsPerUser = 10;

/** The rule of the queries, in memory: the caller's tenant, and of it the assets of the caller's groups when limited. */
const visibleTo = (caller: Caller, reach: Set<string> | null, event: TenantEvent) =>
  (isSysAdmin(caller) || event.tenantId === caller.tenantId) && (!reach || reach.has(event.assetId));

/** How often a limited user's stream reads its assets again: a group's new member shows within this time. */
const reachRefreshMs = 30_000;

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
export const liveRoutes: RouteModule = ({ live, db }) => {
  const streams = streamLimit(
    maxStreamsPerUser,
    `At most ${maxStreamsPerUser} live streams may be open at once. Please close another tab or window.`,
  );

  return {
    async streamLive(request, reply) {
      const caller = callerOf(request);
      const endsAt = tokenExpiry(request.headers.authorization);
      let reach = await limitedAssetIds(db, caller);
      const release = streams.take(caller.userId);
      const stream = openEventStream(request, reply, { endsAt, maxBufferedBytes });
      stream.whenEnded(release);
      if (reach) {
        const refresh = setInterval(() => void limitedAssetIds(db, caller).then((ids) => (reach = ids), stream.end), reachRefreshMs);
        stream.whenEnded(() => clearInterval(refresh));
      }
      stream.whenEnded(live.subscribe((event) => visibleTo(caller, reach, event) && stream.send(event.type, event.data), stream.end));
      stream.whenEnded(live.onSessionsEnded((userId) => userId === caller.userId && stream.end()));
      return reply;
    },
  };
};
