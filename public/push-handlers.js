/*
 * The service worker's Web Push handlers, imported by the generated /sw.js (workbox `importScripts` in
 * vite.config.ts). A push message is the JSON the server sends (server/store/push/pushTexts.ts):
 * { title, body, url, tag }. It is shown as a notification; a tap focuses an open window of the app and
 * navigates it to `url`, or opens one there. Only addresses of the app's own origin are opened.
 */

/** The message's JSON; a message that is not JSON shows as its text. */
function readMessage(data) {
  try {
    return data ? data.json() : {};
  } catch {
    return { body: data.text() };
  }
}

/** The notification of a push message. */
function notificationOf(data) {
  const message = readMessage(data);
  return {
    title: typeof message.title === 'string' && message.title ? message.title : 'Crew',
    options: {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icon.svg',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    },
  };
}

/** The address a notification opens: its `url` on the app's origin, else the app's home. */
function targetOf(notification) {
  const url = new URL((notification.data && notification.data.url) || '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
}

/** Focuses a window of the app and shows the address there, or opens a new window at it. */
async function openTarget(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(target);
  // Focusing needs the tap's user activation; the page is shown at the address either way.
  const focused = await open.focus().catch(() => open);
  const shown = await focused.navigate(target).catch(() => null);
  return shown || self.clients.openWindow(target);
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openTarget(targetOf(event.notification));
  // The browser's own click keeps the worker alive until the page is open (an event a page dispatches cannot).
  if (event.isTrusted) event.waitUntil(opening);
});
