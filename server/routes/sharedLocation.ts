import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { notFound } from '../http/errors';
import { openEventStream, streamLimit } from '../http/eventStream';
import { addressRateLimit } from '../http/addressRateLimit';
import { findLiveShare, sharedAsset, shareStillLive, type LiveShare } from '../sharing/locationShares';
import type { TenantEvent } from '../telemetry/liveEvents';

/** How soon a revocation made on any instance ends an open stream. */
const recheckMs = 2_000;
const maxStreamsPerShare = 20;
const maxBufferedBytes = 256 * 1024;

/** One answer for unknown, expired and revoked links: a token tells nothing about why it fails. */
const unavailable = () => notFound('Shared location');

const sharedPosition = (data: { latitude: number | null; longitude: number | null; time: string | null }): Schema<'SharedPosition'> => ({
  latitude: data.latitude,
  longitude: data.longitude,
  time: data.time,
});

const isPositionOf = (share: LiveShare, event: TenantEvent): event is TenantEvent & { data: Schema<'LivePosition'> } =>
  event.type === 'position' && event.tenantId === share.tenantId && (event.data as Schema<'LivePosition'>).assetId === share.assetId;

/**
 * The public side of a shared link: the asset's name and latest position, and a live stream of its
 * positions only. The link is looked up by its token's hash on every request, and an open stream
 * checks it every two seconds and ends when it is revoked or expires.
 */
export const sharedLocationRoutes: RouteModule = ({ db, live }) => {
  const limit = addressRateLimit({ limit: 120, windowMs: 60_000 });
  const streams = streamLimit(maxStreamsPerShare, 'Too many viewers of this link at once. Please try again later.');

  const liveShare = async (ip: string, token: string) => {
    limit(ip);
    const share = await findLiveShare(db, token);
    if (!share) throw unavailable();
    return share;
  };

  return {
    async getSharedLocation(request): Promise<Schema<'SharedLocation'>> {
      const share = await liveShare(request.ip, request.params.token);
      const asset = await sharedAsset(db, share);
      if (!asset) throw unavailable();
      return {
        name: asset.name,
        position: sharedPosition({ ...asset, time: asset.last_position_at?.toISOString() ?? null }),
        expiresAt: share.expiresAt.toISOString(),
      };
    },

    async streamSharedLocation(request, reply) {
      const share = await liveShare(request.ip, request.params.token);
      const release = streams.take(share.id);
      const stream = openEventStream(request, reply, { endsAt: share.expiresAt.getTime(), maxBufferedBytes });
      stream.whenEnded(release);
      stream.whenEnded(
        live.subscribe((event) => isPositionOf(share, event) && stream.send('position', sharedPosition(event.data)), stream.end),
      );
      const recheck = setInterval(() => {
        shareStillLive(db, share.id).then((stillLive) => stillLive || stream.end(), stream.end);
      }, recheckMs);
      stream.whenEnded(() => clearInterval(recheck));
      return reply;
    },
  };
};
