import webpush from 'web-push';
import type { Queryable } from '../db/engine';
import { keepVapidKeys, storedVapidKeys, type VapidKeys } from '../repos/serverSecrets';

/**
 * The server's VAPID key pair, made and stored on first start: browsers subscribe with the public
 * key, so it must outlive restarts and be the same on every instance. Two instances starting at
 * once both insert; the first wins and both read it.
 */
export async function vapidKeys(db: Queryable): Promise<VapidKeys> {
  return (await storedVapidKeys(db)) ?? keepVapidKeys(db, webpush.generateVAPIDKeys());
}
