import { apiClients } from '../api/client';
import type { components } from '../api/schema';
import { unwrap, unwrapRequired } from '../api/unwrap';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];

export const getPreferences = () => unwrapRequired(apiClients().api.GET('/notifications/preferences'));
export const savePreferences = (body: NotificationPreferences) =>
  unwrapRequired(apiClients().api.PUT('/notifications/preferences', { body }));
export const getPushKey = () => unwrapRequired(apiClients().api.GET('/notifications/push/key'));
export const subscribePush = (body: components['schemas']['PushSubscriptionInput']) =>
  unwrap(apiClients().api.POST('/notifications/push/subscribe', { body }));
export const unsubscribePush = (endpoint: string) =>
  unwrap(apiClients().api.POST('/notifications/push/unsubscribe', { body: { endpoint } }));

/** The react-query key of the signed-in user's preferences, shared by the settings and the toasts. */
export const preferencesKey = ['notificationPreferences'];
