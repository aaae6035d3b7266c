import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { callerOf } from '../auth/guard';
import { vapidKeys } from '../notifications/vapidKeys';
import { notificationPreferences, saveNotificationPreferences } from '../repos/notificationPreferences';

/** The signed-in user's own notification settings: channels per alert type and browser push subscriptions. */
export const notificationRoutes: RouteModule = ({ db }) => ({
  getNotificationPreferences: async (request) => notificationPreferences(db, callerOf(request).userId),

  async updateNotificationPreferences(request) {
    const { userId } = callerOf(request);
    await saveNotificationPreferences(db, userId, request.body);
    return notificationPreferences(db, userId);
  },

  getPushKey: async (): Promise<Schema<'PushKey'>> => ({ publicKey: (await vapidKeys(db)).publicKey }),

  async subscribePush(request) {
    const { endpoint, keys } = request.body;
    // An endpoint belongs to one browser profile: whoever subscribes it last gets its pushes.
    await db.query(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${callerOf(request).userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth})
      on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`);
    return { message: 'Subscribed.' };
  },

  async unsubscribePush(request) {
    const { endpoint } = request.body;
    await db.query(sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${callerOf(request).userId}`);
    return { message: 'Unsubscribed.' };
  },
});
