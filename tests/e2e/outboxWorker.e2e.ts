import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, claimsOf, send, textIn, token, uniqueName, type List } from './demo';
import { openBrowser, settle } from './browser';
import { blockDay, crewPhone, go, photoFile, uploadPhoto, visit } from './outboxPhone';
import { appWorkerDevtools } from './serviceWorkerDevtools';
import { addDays, dayOf } from './suiteClock';
import { crewLogin, newConfirmedJob, newCrew, type OwnCrew } from './ownCrewJobs';

interface PlanningItem { type: string; reason: string | null; startDate: string; refId: number }
interface Doc { id: number; caption: string }

/**
 * The outbox sent by the service worker (issue 18: "from the service worker, Background Sync where the browser has
 * it"): writes made offline wait on the phone; the app is closed; the connection returns and the browser's Background
 * Sync wakes the worker, which sends them as the person, in order, exactly once, with no page of the app open.
 * This file's own crew, blocked day and photo (unique names).
 */
describe('Background Sync: the service worker sends the outbox with the app closed', () => {
  const today = dayOf(inject('clock'));
  let browser: Browser;
  let crew: OwnCrew;
  let bearer: string;
  let t: ReturnType<typeof textIn>;

  beforeAll(async () => {
    browser = await openBrowser();
    crew = await newCrew('Worker outbox crew');
    // On the crew, the crew member may open its photos.
    await newConfirmedJob(crew, { function: uniqueName('Worker outbox rigger'), day: addDays(today, 5) });
    bearer = await token(crewLogin);
    t = textIn(claimsOf(bearer).loginData.language);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a blocked day and a photo made offline are sent by the worker once the connection is back, in order, once each', async () => {
    const day = addDays(today, 24);
    const reason = uniqueName('Worker outbox dentist');
    const caption = uniqueName('Worker outbox stage');
    const personId = claimsOf(bearer).loginData.person.id;
    const blocks = async () => (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${day}&to=${day}`)).items
      .filter((item) => item.type === 'blockDate' && item.reason === reason);
    const photos = async () => (await api<List<Doc>>(bearer, `/persons/${personId}/documents`)).items.filter((doc) => doc.caption === caption);

    const { context, page } = await crewPhone(browser);
    await visit(page, '/personal-calendar', '/planningCalendarItems');
    await visit(page, `/crews/${crew.id}/photos`, `/persons/${personId}/documents`);

    await context.setOffline(true);
    await go(page, '/personal-calendar');
    await page.getByRole('heading', { name: t('personalCalendar.title'), level: 1 }).waitFor();
    await blockDay(page, t, day, reason);
    await page.getByRole('button', { name: t('outbox.badge', { count: 1 }) }).waitFor();

    await go(page, `/crews/${crew.id}/photos`);
    await uploadPhoto(page, t, photoFile('worker-outbox-photo.png'), caption);
    await page.getByRole('button', { name: t('outbox.badge', { count: 2 }) }).waitFor();

    // The app is closed: no page of it is open any more. A blank page only lets the test reach the browser.
    await page.close();
    const blank = await context.newPage();
    const { devtools, registrationId } = await appWorkerDevtools(context, blank);
    expect(await blocks(), 'nothing reached the server offline').toEqual([]);

    // Back online: the browser's Background Sync fires the tag the app registered (here told so through DevTools).
    const sent: string[] = [];
    context.on('request', (request) => {
      if (request.headers()['idempotency-key']) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await context.setOffline(false);
    await devtools.send('ServiceWorker.dispatchSyncEvent', { origin: inject('baseUrl'), registrationId, tag: 'outbox', lastChance: false });
    await expect.poll(async () => (await blocks()).length, { message: 'the worker blocked the day' }).toBe(1);
    await expect.poll(async () => (await photos()).length, { message: 'the worker uploaded the photo' }).toBe(1);
    expect(sent, 'sent by the worker in the order made, once each').toEqual(['POST /api/v1/blockDates', `POST /api/v1/persons/${personId}/documents`]);

    // Opened again: nothing waits on the phone, and the app shows no waiting writes.
    const again = await context.newPage();
    await again.goto('/personal-calendar');
    await settle(again, '/personal-calendar');
    const kept = await again.evaluate(() => new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open('crewOutbox');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const counting = opening.result.transaction('entries').objectStore('entries').count();
        counting.onsuccess = () => resolve(counting.result);
      };
    }));
    expect(kept, 'the outbox on the phone is empty').toBe(0);
    expect(await again.getByTestId('outbox-badge').count()).toBe(0);
    expect(await blocks()).toHaveLength(1);
    expect(await photos()).toHaveLength(1);
    await send(bearer, 'DELETE', `/blockDates/${(await blocks())[0]!.refId}`, undefined, 204);
    await context.close();
  });
});
