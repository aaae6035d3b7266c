import sql, { join } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';

/** An endpoint belongs to one browser profile: whoever subscribes it last gets its pushes. */
export async function savePushSubscription(db: Queryable, userId: string, subscription: Schema<'PushSubscriptionInput'>): Promise<void> {
  const { endpoint, keys } = subscription;
  await db.query(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth})
    on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`);
}

/** Forgets the endpoint when it is the user's. */
export async function deletePushSubscription(db: Queryable, userId: string, endpoint: string): Promise<void> {
  await db.query(sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${userId}`);
}

/** Where a push goes and the browser's keys that encrypt it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Undefined once the subscription is forgotten. */
export async function pushSubscription(db: Queryable, id: string): Promise<PushTarget | undefined> {
  const [row] = await db.query<PushTarget>(sql`select endpoint, p256dh, auth from push_subscriptions where id = ${id}`);
  return row;
}

export async function forgetPushSubscription(db: Queryable, id: string): Promise<void> {
  await db.query(sql`delete from push_subscriptions where id = ${id}`);
}

/** The subscriptions of these users, each an endpoint a push goes to. */
export async function subscriptionsOf(db: Queryable, userIds: string[]): Promise<{ id: string; user_id: string }[]> {
  if (!userIds.length) return [];
  return db.query<{ id: string; user_id: string }>(sql`select id, user_id from push_subscriptions where user_id in (${join(userIds)})`);
}
