import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { api, claimsOf, send, textIn, token, uniqueName, type List } from './demo';
import { openBrowser, settle, keepScreenshot } from './browser';
import { backOnline, reloadOffline } from './offlineReload';
import { blockDay, crewPhone, go, photoFile, uploadPhoto, visit } from './outboxPhone';
import { addDays, dayOf } from './suiteClock';
import { crewLogin, newCrew, newJobToConfirm, type Job, type OwnCrew } from './ownCrewJobs';
import { drawSignature } from './signaturePad';

interface PlanningItem { type: string; reason: string | null; startDate: string; refId: number }
interface Doc { id: number; caption: string }
interface SignableDoc extends Doc { signatories: { id: number; status: string }[] }
interface Vacation { id: number; startDate: string; endDate: string; paid: boolean; reason: string; status: string }
interface FormToPerform { id: number; title: string; status: string; result: { answers: Record<string, unknown> } | null }

const keyOf = (request: Request) => request.headers()['idempotency-key'];

/**
 * The outbox on a phone (issue 18): writes made offline wait on the phone, survive a reload, and arrive exactly once
 * and in order when the connection returns; a write whose answer was lost is not done twice; a write the server
 * refuses on replay stays, with the server's message, until it is discarded, or edited in its form and sent again.
 * Each test makes its own jobs, days, vacations and photos (unique names), on a crew of this file's own.
 */
describe('the outbox: writes made offline are sent once, in order, when the phone is back online', () => {
  const today = dayOf(inject('clock'));
  let browser: Browser;
  let crew: OwnCrew;
  let bearer: string;
  let t: ReturnType<typeof textIn>;
  const planningOn = async (day: string) => (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${day}&to=${day}`)).items;
  const blocksWith = async (day: string, reason: string) => (await planningOn(day)).filter((item) => item.type === 'blockDate' && item.reason === reason);

  beforeAll(async () => {
    browser = await openBrowser();
    crew = await newCrew('Outbox crew');
    bearer = await token(crewLogin);
    t = textIn(claimsOf(bearer).loginData.language);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const badge = (page: Page) => page.getByTestId('outbox-badge');
  const savedToast = (page: Page) => page.getByText(t('outbox.savedOnPhone')).first();

  async function confirmJob(page: Page) {
    await page.getByRole('button', { name: t('jobs.confirm') }).click();
    await page.getByRole('dialog').filter({ hasText: t('jobs.confirmQuestion') }).getByRole('button', { name: t('common.yes') }).click();
  }

  it('keeps a job confirmation, a blocked day, a photo, a signed document and a form with a file and a signature made offline across a reload, then sends each once, in order', async () => {
    const job = await newJobToConfirm(crew, { function: uniqueName('Outbox rigger'), day: addDays(today, 3), startTime: '09:00', endTime: '17:00' });
    const day = addDays(today, 20);
    const reason = uniqueName('Outbox dentist');
    const caption = uniqueName('Outbox stage');
    const personId = claimsOf(bearer).loginData.person.id;
    const photosBefore = (await api<List<Doc>>(bearer, `/persons/${personId}/documents`)).items.map((doc) => doc.id);
    // The demo's code of conduct, Sam's to sign alone: only this file signs it (the api cannot make a document to sign).
    const conduct = (await api<List<SignableDoc>>(bearer, '/documentsToSign')).items.find((doc) => doc.caption === 'Code of conduct 2026');
    expect(conduct?.signatories, 'the code of conduct has one signatory').toHaveLength(1);
    expect(conduct!.signatories[0]!.status, 'nobody has signed the code of conduct yet').not.toBe('Signed');
    // The demo's handover form (a file and a signature), only this file sends it.
    const handover = (await api<List<FormToPerform>>(bearer, `/persons/${personId}/formsPerform`)).items
      .find((form) => form.title === 'Handover photo – Utrecht Boat Show');
    expect(handover?.status, 'the handover form is still to do').toBe('todo');
    const finished = uniqueName('Outbox stand');
    const { context, page } = await crewPhone(browser);
    await visit(page, `/jobs/${job.id}`, `/jobs/${job.id}`);
    await visit(page, '/personal-calendar', '/planningCalendarItems');
    await visit(page, `/crews/${crew.id}/photos`, `/persons/${personId}/documents`);
    await visit(page, `/documents/${conduct!.id}`, `/documents/${conduct!.id}`);
    await visit(page, `/forms/${handover!.id}`, `/forms/perform/${handover!.id}`);
    await go(page, `/jobs/${job.id}`);
    await settle(page);

    await context.setOffline(true);
    await confirmJob(page);
    await savedToast(page).waitFor();
    // The optimistic effect: the button gives way to what it will have done.
    await page.getByText(t('outbox.confirmWaiting')).waitFor();
    await page.getByRole('button', { name: t('outbox.badge', { count: 1 }) }).waitFor();

    await go(page, '/personal-calendar');
    await page.getByRole('heading', { name: t('personalCalendar.title'), level: 1 }).waitFor();
    await blockDay(page, t, day, reason);
    await page.getByRole('button', { name: t('outbox.badge', { count: 2 }) }).waitFor();

    await go(page, `/crews/${crew.id}/photos`);
    const file = photoFile('outbox-e2e-photo.png');
    await uploadPhoto(page, t, file, caption);
    await page.getByRole('button', { name: t('outbox.badge', { count: 3 }) }).waitFor();

    await go(page, `/documents/${conduct!.id}`);
    await drawSignature(page);
    await page.getByRole('button', { name: t('signing.sign'), exact: true }).click();
    await page.getByRole('button', { name: t('outbox.badge', { count: 4 }) }).waitFor();

    await go(page, `/forms/${handover!.id}`);
    await page.getByLabel('What did you finish?', { exact: true }).fill(finished);
    await page.locator('input[type="file"]').setInputFiles(file);
    await drawSignature(page);
    await page.getByRole('button', { name: t('forms.submit'), exact: true }).click();
    await page.getByRole('button', { name: t('outbox.badge', { count: 5 }) }).waitFor();

    // Closed and opened again, still offline: all five wait, the files and the drawn signatures included.
    await reloadOffline(context, page);
    await page.getByRole('button', { name: t('outbox.badge', { count: 5 }) }).click();
    const outbox = page.getByRole('dialog', { name: t('outbox.title') });
    await expect.poll(() => outbox.getByTestId('outbox-entry').count()).toBe(5);
    await outbox.getByText(t('outbox.offline')).waitFor();
    await keepScreenshot(page, 'outbox-waiting.png');
    await page.keyboard.press('Escape');
    await outbox.waitFor({ state: 'detached' });
    await keepScreenshot(page, 'outbox-badge.png');
    expect((await api<Job>(bearer, `/jobs/${job.id}`)).toConfirm, 'nothing reached the server offline').toBe(true);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (keyOf(request)) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await backOnline(context, page);
    await badge(page).waitFor({ state: 'detached' });
    expect(sent, 'sent in the order they were made').toEqual([
      `POST /api/v1/jobs/${job.id}/confirmation`, 'POST /api/v1/blockDates', `POST /api/v1/persons/${personId}/documents`,
      `POST /api/v1/documents/${conduct!.id}/sign/${conduct!.signatories[0]!.id}`, 'POST /api/v1/formResults/perform',
    ]);
    expect(await api<Job>(bearer, `/jobs/${job.id}`)).toMatchObject({ status: 'confirmed', toConfirm: false });
    expect(await blocksWith(day, reason), 'the day blocked once').toHaveLength(1);
    const added = (await api<List<Doc>>(bearer, `/persons/${personId}/documents`)).items.filter((doc) => !photosBefore.includes(doc.id));
    expect(added.map((doc) => doc.caption), 'the photo uploaded once').toEqual([caption]);
    expect((await api<SignableDoc>(bearer, `/documents/${conduct!.id}`)).signatories.map((signatory) => signatory.status), 'signed once')
      .toEqual(['Signed']);
    const performed = await api<FormToPerform>(bearer, `/forms/perform/${handover!.id}`);
    expect(performed.status, 'the handover form submitted').toBe('submitted');
    expect(Object.values(performed.result!.answers)).toEqual(expect.arrayContaining([
      finished, expect.objectContaining({ fileName: 'outbox-e2e-photo.png' }), expect.objectContaining({ uploadId: expect.any(Number) }),
    ]));
    await send(bearer, 'DELETE', `/blockDates/${(await blocksWith(day, reason))[0]!.refId}`, undefined, 204);
    await context.close();
  });

  it('counts the writes waiting in the phone\'s language, one and more: chief@demo.test in Dutch', async () => {
    const chiefBearer = await token('chief@demo.test');
    const { language } = claimsOf(chiefBearer).loginData;
    expect(language, 'the demo crew chief reads Dutch').toBe('nl');
    const dutch = textIn(language);
    // One and two are different words in Dutch: "1 wijziging wacht", "2 wijzigingen wachten".
    expect(dutch('outbox.badge', { count: 1 })).not.toBe(dutch('outbox.badge', { count: 2 }).replace('2', '1'));
    const days = [addDays(today, 23), addDays(today, 24)];
    const reasons = [uniqueName('Outbox tandarts'), uniqueName('Outbox verhuizing')];
    const { context, page } = await crewPhone(browser, 'chief@demo.test');
    await visit(page, '/personal-calendar', '/planningCalendarItems');
    await context.setOffline(true);
    await blockDay(page, dutch, days[0]!, reasons[0]!);
    await page.getByRole('button', { name: dutch('outbox.badge', { count: 1 }), exact: true }).waitFor();
    await blockDay(page, dutch, days[1]!, reasons[1]!);
    await page.getByRole('button', { name: dutch('outbox.badge', { count: 2 }), exact: true }).waitFor();
    await keepScreenshot(page, 'outbox-badge-dutch.png');
    await context.setOffline(false);
    await badge(page).waitFor({ state: 'detached' });
    // What this test blocked, it unblocks.
    const chiefPlanning = async (day: string) => (await api<List<PlanningItem>>(chiefBearer, `/planningCalendarItems?from=${day}&to=${day}`)).items;
    for (const [index, day] of days.entries()) {
      const blocks = (await chiefPlanning(day)).filter((item) => item.type === 'blockDate' && item.reason === reasons[index]);
      expect(blocks, 'each day blocked once').toHaveLength(1);
      await send(chiefBearer, 'DELETE', `/blockDates/${blocks[0]!.refId}`, undefined, 204);
    }
    await context.close();
  });

  it('does not block a day twice when the first request reached the server and its answer was lost', async () => {
    const day = addDays(today, 21);
    const reason = uniqueName('Outbox lost answer');
    const { context, page } = await crewPhone(browser);
    await visit(page, '/personal-calendar', '/planningCalendarItems');
    const sent: { key: string | undefined; replayed: string | undefined; status: number }[] = [];
    let first = true;
    await page.route('**/api/v1/blockDates', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      sent.push({ key: keyOf(route.request()), replayed: response.headers()['idempotent-replayed'], status: response.status() });
      if (first) {
        // The server did it; the phone never hears.
        first = false;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });
    await blockDay(page, t, day, reason, false);
    await expect.poll(() => sent.length).toBe(2);
    await badge(page).waitFor({ state: 'detached' });
    expect(sent[0]!.key).toEqual(expect.any(String));
    expect(sent, 'sent again with the same key, and answered from the first time').toEqual([
      { key: sent[0]!.key, replayed: undefined, status: 201 }, { key: sent[0]!.key, replayed: 'true', status: 201 },
    ]);
    expect(await blocksWith(day, reason), 'the day blocked once').toHaveLength(1);
    await send(bearer, 'DELETE', `/blockDates/${(await blocksWith(day, reason))[0]!.refId}`, undefined, 204);
    await context.close();
  });

  it('shows a replay the server refuses (the job was cancelled meanwhile) with its message, sends the others, and discards it', async () => {
    const job = await newJobToConfirm(crew, { function: uniqueName('Outbox steward'), day: addDays(today, 4), startTime: '10:00', endTime: '18:00' });
    const day = addDays(today, 22);
    const reason = uniqueName('Outbox refused');
    const { context, page } = await crewPhone(browser);
    await visit(page, `/jobs/${job.id}`, `/jobs/${job.id}`);
    await visit(page, '/personal-calendar', '/planningCalendarItems');
    await go(page, `/jobs/${job.id}`);
    await settle(page);

    await context.setOffline(true);
    await confirmJob(page);
    await savedToast(page).waitFor();
    await go(page, '/personal-calendar');
    await page.getByRole('heading', { name: t('personalCalendar.title'), level: 1 }).waitFor();
    await blockDay(page, t, day, reason);
    await page.getByRole('button', { name: t('outbox.badge', { count: 2 }) }).waitFor();

    // Meanwhile a planner cancels the job.
    await send(await token('planner@demo.test'), 'POST', '/projectCrewItemStatus', { crewItemId: job.id, status: 'cancelled' }, 201);
    expect((await api<Job>(bearer, `/jobs/${job.id}`)).status).toBe('cancelled');

    await context.setOffline(false);
    await page.getByRole('button', { name: t('outbox.badge', { count: 1 }) }).click();
    const outbox = page.getByRole('dialog', { name: t('outbox.title') });
    const refused = outbox.locator('[data-testid="outbox-entry"][data-state="failed"]');
    await refused.getByText('This job was cancelled and cannot be confirmed', { exact: false }).waitFor();
    await refused.getByText(t('jobs.confirm')).waitFor();
    await keepScreenshot(page, 'outbox-refused.png');
    expect(await blocksWith(day, reason), 'the other write went through').toHaveLength(1);

    await refused.getByRole('button', { name: t('outbox.discard') }).click();
    await page.getByRole('dialog').filter({ hasText: t('outbox.discardQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await badge(page).waitFor({ state: 'detached' });
    expect((await api<Job>(bearer, `/jobs/${job.id}`)).status, 'the refused write was not forced through').toBe('cancelled');
    await send(bearer, 'DELETE', `/blockDates/${(await blocksWith(day, reason))[0]!.refId}`, undefined, 204);
    await context.close();
  });

  it('edits a refused form write (a vacation overlapping one asked for meanwhile) in its form, filled with what was typed, and sends the edit once', async () => {
    const vacations = async () => (await api<List<Vacation>>(bearer, '/vacationRequests')).items;
    const latestEnd = [today, ...(await vacations()).map((vacation) => vacation.endDate)].sort().at(-1)!;
    const start = addDays(latestEnd, 60);
    const [end, laterStart, laterEnd] = [addDays(start, 2), addDays(start, 10), addDays(start, 12)];
    const why = uniqueName('Outbox island trip');
    const { context, page } = await crewPhone(browser);
    await visit(page, '/personal-calendar', '/planningCalendarItems');

    await context.setOffline(true);
    await page.getByRole('button', { name: t('personalCalendar.requestVacation') }).click();
    const form = page.getByRole('dialog', { name: t('personalCalendar.requestVacation') });
    await form.getByLabel(t('personalCalendar.startDate')).fill(start);
    await form.getByLabel(t('personalCalendar.endDate')).fill(end);
    await form.getByLabel(t('personalCalendar.paid')).uncheck();
    await form.getByLabel(t('personalCalendar.reason')).fill(why);
    await form.getByRole('button', { name: t('personalCalendar.requestVacationSubmit') }).click();
    await savedToast(page).waitFor();
    await form.waitFor({ state: 'detached' });

    // Meanwhile the same days were asked for from another phone.
    const other = await send<Vacation>(bearer, 'POST', '/vacationRequests', { startDate: start, endDate: end, paid: true, reason: uniqueName('Other phone') }, 201);
    await context.setOffline(false);
    await page.getByRole('button', { name: t('outbox.badge', { count: 1 }) }).click();
    const outbox = page.getByRole('dialog', { name: t('outbox.title') });
    const refused = outbox.locator('[data-testid="outbox-entry"][data-state="failed"]');
    await refused.getByText(`You already asked for vacation from ${start} to ${end}`, { exact: false }).waitFor();
    await refused.getByRole('button', { name: t('outbox.edit') }).click();

    // The form opens again on its screen with what was typed; the edit goes instead of the refused write.
    await outbox.waitFor({ state: 'detached' });
    await form.waitFor();
    expect(await form.getByLabel(t('personalCalendar.reason')).inputValue()).toBe(why);
    expect(await form.getByLabel(t('personalCalendar.paid')).isChecked()).toBe(false);
    // Why it was refused stands in the form.
    await form.getByRole('alert').getByText(`You already asked for vacation from ${start} to ${end}`, { exact: false }).waitFor();
    await keepScreenshot(page, 'outbox-edit.png');
    await form.getByLabel(t('personalCalendar.startDate')).fill(laterStart);
    await form.getByLabel(t('personalCalendar.endDate')).fill(laterEnd);
    await form.getByRole('button', { name: t('personalCalendar.requestVacationSubmit') }).click();
    await page.getByText(t('personalCalendar.vacationRequested')).first().waitFor();
    await badge(page).waitFor({ state: 'detached' });
    const mine = (await vacations()).filter((vacation) => vacation.reason === why);
    expect(mine, 'the edited vacation, asked for once').toMatchObject([{ startDate: laterStart, endDate: laterEnd, paid: false, status: 'requested' }]);
    for (const id of [mine[0]!.id, other.id]) await send(bearer, 'DELETE', `/vacationRequests/${id}`, undefined, 204);
    await context.close();
  });
});
