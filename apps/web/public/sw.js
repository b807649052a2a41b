/*
 * Oja's one service worker, for the whole app (scope /). Today it shows Web Push notices only (docs/notifications.md);
 * it does not touch fetches, so pages load exactly as without it. A later issue ("Every page fast…") extends it.
 * Served with Cache-Control: no-cache so a new version reaches browsers on their next visit.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The API sends { title, body, link }: a notice from the bell. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Oja';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { link: typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/' },
    }),
  );
});

/** A click focuses an open Oja tab (moved to the notice's page), or opens one there. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        if (tab.url === url) return;
        // navigate() works on a tab this worker controls; another one gets the link in a new tab.
        const moved = 'navigate' in focused ? await focused.navigate(url).catch(() => null) : null;
        if (moved) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
