import sql from 'sql-template-tag';
import webpush from 'web-push';
import type { Queryable } from '../db/engine';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair, made and stored on first start: browsers subscribe with the public
 * key, so it must outlive restarts and be the same on every instance. Two instances starting at
 * once both insert; the first wins and both read it.
 */
export async function vapidKeys(db: Queryable): Promise<VapidKeys> {
  const [stored] = await db.query<VapidKeys>(sql`select public_key as "publicKey", private_key as "privateKey" from push_vapid_keys`);
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db.query(sql`insert into push_vapid_keys (public_key, private_key) values (${made.publicKey}, ${made.privateKey})
    on conflict (id) do nothing`);
  const [kept] = await db.query<VapidKeys>(sql`select public_key as "publicKey", private_key as "privateKey" from push_vapid_keys`);
  return kept;
}
