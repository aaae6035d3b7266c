import { createHmac } from 'node:crypto';
import type { Db } from '../db/engine';
import { defaultMaxAttempts } from '../jobs/job';
import { pendingDelivery, recordDeliveryAttempt } from '../repos/webhooks';
import { InternalAddress, postExternal } from './externalPost';

/** A queued webhook call: one logged delivery. */
export interface WebhookJob {
  deliveryId: string;
}

export const signatureHeader = 'X-Fleet-Signature';

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body sent, keyed with the webhook's secret. */
export const signature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * POSTs a delivery's payload to its webhook and logs the try (attempts, answer, error). A
 * failure throws, so the job queue retries it with back-off; after the last try it stays failed.
 * A webhook disabled or deleted meanwhile is not called. An internal destination (unless the
 * operator named its host in `internalHosts`) fails at once, logged as "refused: internal address"
 * and nothing else: the log must not tell a tenant which internal ports answer.
 */
export async function deliverWebhook(
  db: Db,
  { deliveryId }: WebhookJob,
  internalHosts: string[],
  maxAttempts = defaultMaxAttempts,
): Promise<void> {
  const delivery = await pendingDelivery(db, deliveryId);
  if (!delivery || !delivery.enabled || delivery.status === 'delivered') return;
  const body = JSON.stringify(delivery.payload);
  let responseStatus: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    responseStatus = await postExternal(delivery.url, {
      headers: { 'content-type': 'application/json', [signatureHeader]: signature(delivery.secret, body), 'X-Fleet-Delivery': deliveryId },
      body,
      timeoutMs: 10_000,
      internalHosts,
    });
    if (responseStatus < 200 || responseStatus > 299) error = `answered ${responseStatus}`;
  } catch (failure) {
    refused = failure instanceof InternalAddress;
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const attempts = delivery.attempts + 1;
  const status = error === null ? 'delivered' : refused || attempts >= maxAttempts ? 'failed' : 'pending';
  await recordDeliveryAttempt(db, deliveryId, { attempts, status, responseStatus, error });
  if (error !== null && !refused) throw new Error(`webhook delivery ${deliveryId} failed: ${error}`);
}
