import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Job, PushNotificationKey } from '../../src/ground/contract';
import { openBrowser, logIn, phoneContext, settle } from './browser';
import { api, claimsOf, send, textIn, token, type List } from './demo';
import { appWorkerDevtools } from './serviceWorkerDevtools';

/**
 * Web Push in the browser. There is no push service on this machine: the tap's permission prompt and the browser's
 * push service are stood in for (the prompt grants through the browser context; `PushManager.subscribe` answers a
 * subscription at a made-up endpoint and keeps the key it was asked with), and the server's message is delivered to
 * the service worker as Chromium's DevTools deliver one (`ServiceWorker.deliverPushMessage`). What the app does in
 * between is real: the home warning's button, the VAPID key from the server, the subscription sent through src/api,
 * the worker's push and notificationclick handlers.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const endpoint = 'https://push.example.test/e2e/crew';

/** Stands in for the permission prompt (the tap grants it) and for the browser's push service. */
async function standInPushService(context: BrowserContext): Promise<void> {
  await context.exposeBinding('grantNotifications', () => context.grantPermissions(['notifications'], { origin: inject('baseUrl') }));
  await context.addInitScript((fakeEndpoint) => {
    const grant = (window as unknown as { grantNotifications: () => Promise<void> }).grantNotifications;
    Notification.requestPermission = async () => {
      await grant();
      return 'granted';
    };
    const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const keyBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0));
    // The stand-in's state lives in sessionStorage, which a logout leaves alone.
    const subscriptionWith = (key: string) => {
      const keys = { p256dh: base64url(new Uint8Array([4, ...new Array<number>(64).fill(7)])), auth: base64url(new Uint8Array(16).fill(3)) };
      return {
        endpoint: fakeEndpoint, expirationTime: null, options: { applicationServerKey: keyBytes(key).buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint: fakeEndpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem('e2ePushKey');
          sessionStorage.setItem('e2ePushEnded', 'true');
          return true;
        },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const key = sessionStorage.getItem('e2ePushKey');
      return key ? subscriptionWith(key) : null;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = base64url(new Uint8Array(options?.applicationServerKey as ArrayBuffer));
      sessionStorage.setItem('e2ePushKey', key);
      return subscriptionWith(key);
    };
  }, endpoint);
}

/** The service worker controls the page (it claims open pages when it activates). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

describe('Web Push in the browser', () => {
  it('home asks for notifications from a tap, subscribes with the server\'s VAPID key and sends the subscription; a logout ends it', async () => {
    const context = await phoneContext(browser, { serviceWorkers: 'allow' });
    await standInPushService(context);
    const page = await context.newPage();
    await logIn(page, 'crew@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await settle(page);
    await controlled(page);
    const warning = page.getByText('This app may not send you notifications', { exact: false });
    await warning.waitFor();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/setPushNotificationSubscription'));
    await page.getByRole('button', { name: 'Allow notifications' }).click();
    expect((await sent).postDataJSON()).toEqual({ endpoint, expirationTime: null, keys: expect.objectContaining({ auth: expect.any(String) }) });
    await page.getByText('Notifications are on', { exact: false }).waitFor();
    await warning.waitFor({ state: 'detached' });

    const bearer = await token('crew@demo.test');
    const { publicKey } = await api<PushNotificationKey>(bearer, '/pushNotificationKey');
    expect(await page.evaluate(() => sessionStorage.getItem('e2ePushKey'))).toBe(publicKey);

    // Logging out ends the browser's subscription: the phone shows nothing more of the user who left.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('e2ePushEnded'))).toBe('true');
    // The made-up endpoint leaves the shared server again: nothing is ever sent to it.
    await send(bearer, 'POST', '/deletePushNotificationSubscription', { endpoint });
    await context.close();
  });

  it('the profile says push is off and turns it on from its own button, as home does', async () => {
    const context = await phoneContext(browser, { serviceWorkers: 'allow' });
    await standInPushService(context);
    const page = await context.newPage();
    await logIn(page, 'planner@demo.test', 'demo1234', '/login?redirect=%2Fprofile');
    await page.waitForURL((url) => url.pathname === '/profile');
    await settle(page);
    await controlled(page);
    const t = textIn(claimsOf(await token('planner@demo.test')).loginData.language);
    const off = page.getByText(t('profile.pushOff'), { exact: true });
    await off.waitFor();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/setPushNotificationSubscription'));
    await page.getByRole('button', { name: t('home.allowNotifications') }).click();
    expect((await sent).postDataJSON()).toEqual({ endpoint, expirationTime: null, keys: expect.objectContaining({ auth: expect.any(String) }) });
    await page.getByText(t('home.notificationsOn'), { exact: true }).waitFor();
    await off.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: t('home.allowNotifications') }).count()).toBe(0);

    // The made-up endpoint leaves the shared server again: nothing is ever sent to it.
    await send(await token('planner@demo.test'), 'POST', '/deletePushNotificationSubscription', { endpoint });
    await context.close();
  });

  it('the service worker shows a push message as a notification, and its tap opens the page it names', async () => {
    const bearer = await token('crew@demo.test');
    const job = (await api<List<Job>>(bearer, '/jobs')).items[0]!;
    const context = await phoneContext(browser, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: inject('baseUrl') });
    const page = await context.newPage();
    await page.goto('/?login=crew%40demo.test&password=demo1234');
    await settle(page);
    await controlled(page);

    const { devtools, registrationId } = await appWorkerDevtools(context, page);
    const message = { title: `New job: ${job.project.name}`, body: 'Open it to confirm.', url: `/jobs/${job.id}`, tag: `job-${job.id}` };
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: inject('baseUrl'), registrationId, data: JSON.stringify(message),
    });

    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications())
      .map((notification) => ({ title: notification.title, body: notification.body, tag: notification.tag, data: notification.data as unknown })));
    await expect.poll(shown, { message: 'the notification is shown' })
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);

    // A tap: the worker gets notificationclick for the notification shown.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      // The worker's own types (the tests are typed for pages): its registration and the NotificationEvent class.
      const scope = self as unknown as EventTarget & { registration: ServiceWorkerRegistration };
      const ClickEvent = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new ClickEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`**/jobs/${job.id}`);
    await settle(page);
    await expect.poll(shown, { message: 'the tapped notification is closed' }).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });
});
