import { inject } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * DevTools on `page` with the app's service worker registration found once its worker is activated: to deliver a push
 * message or fire a Background Sync as the browser would (`ServiceWorker.deliverPushMessage`,
 * `ServiceWorker.dispatchSyncEvent`). A page is controlled from the worker's activate event on (`clients.claim()`),
 * before the worker is activated; a push delivered in between was once not shown, in a full run on a busy machine.
 */
export async function appWorkerDevtools(context: BrowserContext, page: Page): Promise<{ devtools: CDPSession; registrationId: string }> {
  const devtools = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    let ours: string | undefined;
    const activated = new Set<string>();
    const resolveWhenActivated = () => {
      if (ours !== undefined && activated.has(ours)) resolve(ours);
    };
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      ours ??= registrations.find((one) => !one.isDeleted && one.scopeURL === `${inject('baseUrl')}/`)?.registrationId;
      resolveWhenActivated();
    });
    devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) if (version.status === 'activated') activated.add(version.registrationId);
      resolveWhenActivated();
    });
  });
  await devtools.send('ServiceWorker.enable');
  return { devtools, registrationId: await registration };
}
