import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { vapidKeys } from '../notifications/vapidKeys';
import { notificationPreferences, saveNotificationPreferences } from '../repos/notificationPreferences';
import { deletePushSubscription, savePushSubscription } from '../repos/pushSubscriptions';

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
    await savePushSubscription(db, callerOf(request).userId, request.body);
    return { message: 'Subscribed.' };
  },

  async unsubscribePush(request) {
    await deletePushSubscription(db, callerOf(request).userId, request.body.endpoint);
    return { message: 'Unsubscribed.' };
  },
});
