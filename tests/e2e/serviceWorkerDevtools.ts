import { inject } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * DevTools on `page` with the app's service worker registration found: to deliver a push message or fire a
 * Background Sync as the browser would (`ServiceWorker.deliverPushMessage`, `ServiceWorker.dispatchSyncEvent`).
 */
export async function appWorkerDevtools(context: BrowserContext, page: Page): Promise<{ devtools: CDPSession; registrationId: string }> {
  const devtools = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((one) => !one.isDeleted && one.scopeURL === `${inject('baseUrl')}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  return { devtools, registrationId: await registration };
}
