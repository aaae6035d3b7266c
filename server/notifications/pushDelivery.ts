import webpush from 'web-push';
import type { Db } from '../db/engine';
import { forgetPushSubscription, pushSubscription } from '../repos/pushSubscriptions';
import { vapidKeys } from './vapidKeys';

/** A queued push: one message to one subscription. */
export interface PushJob {
  subscriptionId: string;
  payload: string;
}

/** How long a push service keeps a message for a browser that is offline. */
const ttlSeconds = 3600;

/**
 * Sends one push message: web-push encrypts it (aes128gcm, RFC 8291) and signs the VAPID header;
 * the request itself goes out through fetch, which speaks http and https alike. A subscription
 * the push service no longer knows (404, 410) is forgotten; any other failure throws, so the job
 * queue retries it.
 */
export async function sendPush(db: Db, subject: string, job: PushJob): Promise<void> {
  const subscription = await pushSubscription(db, job.subscriptionId);
  if (!subscription) return;
  const keys = await vapidKeys(db);
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    job.payload,
    { vapidDetails: { subject, ...keys }, TTL: ttlSeconds, contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404 || response.status === 410) {
    await forgetPushSubscription(db, job.subscriptionId);
    return;
  }
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
}
