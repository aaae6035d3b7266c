import { getPushKey, subscribePush, unsubscribePush } from './notificationsApi';

const workerUrl = () => `${import.meta.env.BASE_URL}push-sw.js`;

export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the browser wants it: bytes, from URL-safe base64. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** This browser's push subscription for the console, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(workerUrl());
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes with the server's key and registers the subscription with the server. */
export async function enablePush(): Promise<'enabled' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(workerUrl());
  await navigator.serviceWorker.ready;
  const { publicKey } = await getPushKey();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const { endpoint, keys, expirationTime } = subscription.toJSON();
  await subscribePush({
    endpoint: endpoint ?? subscription.endpoint,
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  });
  return 'enabled';
}

/** Tells the server first, so no push is sent to a subscription the browser has dropped. */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await unsubscribePush(subscription.endpoint);
  await subscription.unsubscribe();
}
