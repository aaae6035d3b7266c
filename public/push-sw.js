/* The console's service worker: shows alert pushes as system notifications and opens the alerts on a click. */
/* global self */
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(message.title || 'Fleet alert', { body: message.body || '', tag: message.alertId, data: message }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(new URL('./#/alerts', self.registration.scope).href));
});
