import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, loggedInPhone, openScreen, section, token, uniqueName, type List, type Texts } from './demo';
import { keepScreenshot, openBrowser, selectTab, settle } from './browser';

/**
 * Every message and request has a reader (issue 32), as the people themselves do it on their phones: the crew member
 * contacts the crew chief from a crew page, the crew chief (in Dutch) reads it under Messages and answers, the crew
 * member reads the answer and sees that the message was read; a profile change request reaches the accountant's
 * Messages, who marks it done, and the crew member sees it done. Every text is this run's own.
 */

interface Job { crew: { id: number } | null }
interface Crew { id: number; crewChief: { personId: number | null } | null }

/** A crew of the crew member's jobs whose crew chief is `chiefPerson`. */
async function crewLedBy(bearer: string, chiefPerson: number): Promise<number | undefined> {
  const crewIds = [...new Set((await api<List<Job>>(bearer, '/jobs')).items.flatMap((job) => (job.crew ? [job.crew.id] : [])))];
  const crews = await Promise.all(crewIds.map((id) => api<Crew>(bearer, `/projectCrews/${id}`)));
  return crews.find((crew) => crew.crewChief?.personId === chiefPerson)?.id;
}

/** The card of the list that holds `text`. */
const cardWith = (page: Page, text: string): Locator => page.getByTestId('item-card').filter({ hasText: text });

/** Opens Messages through the side menu, as its reader would. */
async function openMessages(page: Page, t: Texts): Promise<void> {
  await openScreen(page, '/', t('home.title'));
  await page.getByRole('button', { name: t('menu.toggle') }).click();
  await page.getByRole('navigation', { name: t('menu.side') }).getByRole('link', { name: t('messages.title') }).click();
  await page.getByRole('heading', { name: t('messages.title'), level: 1 }).waitFor();
  await expectNoErrorState(page);
}

/** Opens the card holding `text` and waits for the message's screen to settle (it marks it read for its reader). */
async function openCard(page: Page, t: Texts, text: string): Promise<void> {
  await cardWith(page, text).click();
  await page.getByRole('heading', { name: t('messages.messageTitle'), level: 1 }).waitFor();
  await expectNoErrorState(page);
}

/** A label/value line of the message's screen: the value shown for `label`. */
const line = (page: Page, label: string): Locator => page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

describe('messages and requests reach their reader, who reads, answers and marks them done', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the crew member contacts the crew chief from a crew page; the chief reads and answers it; the crew member reads the answer', async () => {
    const chiefPerson = claimsOf(await token('chief@demo.test')).loginData.person.id;
    const crewId = await crewLedBy(await token('crew@demo.test'), chiefPerson);
    expect(crewId, 'a crew of crew@demo.test led by chief@demo.test').toBeDefined();
    const caption = uniqueName('Gate code');
    const question = uniqueName('Which gate do we use tonight?');
    const answer = uniqueName('Gate 3, the code is on the board.');

    const crew = await loggedInPhone(browser, 'crew@demo.test');
    await openScreen(crew.page, `/crews/${crewId}`, crew.t('crew.title'));
    await section(crew.page, crew.t('crew.sectionContacts')).getByRole('button', { name: crew.t('crew.contactCrewChief') }).click();
    await crew.page.getByRole('heading', { name: crew.t('crewContact.crewChiefTitle'), level: 1 }).waitFor();
    await settle(crew.page);
    await crew.page.getByRole('button', { name: crew.t('crewContact.sendMessage'), exact: true }).click();
    const form = crew.page.getByRole('dialog');
    await form.getByLabel(crew.t('crewContact.caption')).fill(caption);
    await form.getByLabel(crew.t('crewContact.body')).fill(question);
    await keepScreenshot(crew.page, 'messages-crew-contacts-chief.png');
    await form.getByRole('button', { name: crew.t('crewContact.send'), exact: true }).click();
    await crew.page.getByText(crew.t('crewContact.sent'), { exact: true }).waitFor();

    const chief = await loggedInPhone(browser, 'chief@demo.test');
    await openMessages(chief.page, chief.t);
    const received = cardWith(chief.page, question);
    await received.getByText(chief.t('messages.unread'), { exact: true }).waitFor();
    await received.getByText(caption).waitFor();
    await keepScreenshot(chief.page, 'messages-chief-inbox.png', { fullPage: true });
    await openCard(chief.page, chief.t, question);
    await section(chief.page, chief.t('messages.body')).getByText(question).waitFor();
    expect(await line(chief.page, chief.t('messages.from')).textContent()).toBe('Sam Crew');
    await line(chief.page, chief.t('messages.readAt')).waitFor();
    await chief.page.getByRole('button', { name: chief.t('messages.reply'), exact: true }).click();
    const reply = chief.page.getByRole('dialog');
    await reply.getByLabel(chief.t('messages.replyBody')).fill(answer);
    await reply.getByRole('button', { name: chief.t('messages.replySend'), exact: true }).click();
    await chief.page.getByText(chief.t('messages.replied'), { exact: true }).waitFor();
    await section(chief.page, chief.t('messages.answers')).getByText(answer).waitFor();
    await settle(chief.page);
    await keepScreenshot(chief.page, 'messages-chief-answered.png', { fullPage: true });

    await openMessages(crew.page, crew.t);
    await cardWith(crew.page, answer).getByText(crew.t('messages.unread'), { exact: true }).waitFor();
    await keepScreenshot(crew.page, 'messages-crew-inbox.png', { fullPage: true });
    await openCard(crew.page, crew.t, answer);
    await section(crew.page, crew.t('messages.body')).getByText(answer).waitFor();
    expect(await line(crew.page, crew.t('messages.from')).textContent()).toBe('Dana de Vries');
    await keepScreenshot(crew.page, 'messages-crew-answer.png', { fullPage: true });
    await crew.page.getByRole('button', { name: crew.t('messages.openOriginal'), exact: true }).click();
    await section(crew.page, crew.t('messages.body')).getByText(question).waitFor();
    await line(crew.page, crew.t('messages.readAt')).waitFor();
    await settle(crew.page);
    expect(await crew.page.getByRole('button', { name: crew.t('messages.markDone'), exact: true }).count(), 'the sender marks nothing done').toBe(0);
    await openMessages(crew.page, crew.t);
    await selectTab(crew.page, crew.page.getByRole('tab', { name: crew.t('messages.tabSent'), exact: true }));
    await cardWith(crew.page, question).getByText(crew.t('messages.read'), { exact: true }).waitFor();
    await keepScreenshot(crew.page, 'messages-crew-sent.png', { fullPage: true });
    await expectNoErrorState(crew.page);
    expect([...crew.problems, ...chief.problems]).toEqual([]);
  });

  it('a profile change request reaches the accountant\'s Messages; the accountant marks it done and the crew member sees it done', async () => {
    const request = uniqueName('Please change my street to Javastraat 120.');

    const crew = await loggedInPhone(browser, 'crew@demo.test');
    await openScreen(crew.page, '/profile', crew.t('profile.title'));
    await crew.page.getByRole('button', { name: crew.t('profile.requestChange'), exact: true }).click();
    const form = crew.page.getByRole('dialog');
    await form.getByLabel(crew.t('profile.changeBody')).fill(request);
    await form.getByRole('button', { name: crew.t('profile.requestChangeSubmit'), exact: true }).click();
    await crew.page.getByText(crew.t('profile.changeRequested'), { exact: true }).waitFor();

    const accountant = await loggedInPhone(browser, 'accountant@demo.test');
    await openMessages(accountant.page, accountant.t);
    const card = cardWith(accountant.page, request);
    await card.getByText(accountant.t('messages.toOffice'), { exact: true }).waitFor();
    await card.getByText(accountant.t('messages.unread'), { exact: true }).waitFor();
    await keepScreenshot(accountant.page, 'messages-accountant-inbox.png', { fullPage: true });
    await openCard(accountant.page, accountant.t, request);
    await accountant.page.getByText(accountant.t('messages.toOfficeNotice'), { exact: true }).waitFor();
    await accountant.page.getByRole('button', { name: accountant.t('messages.markDone'), exact: true }).click();
    await accountant.page.getByText(accountant.t('messages.markedDone'), { exact: true }).waitFor();
    await line(accountant.page, accountant.t('messages.doneBy')).getByText('Anne Smit', { exact: true }).waitFor();
    await settle(accountant.page);
    expect(await accountant.page.getByRole('button', { name: accountant.t('messages.markDone'), exact: true }).count()).toBe(0);
    await keepScreenshot(accountant.page, 'messages-accountant-done.png', { fullPage: true });
    await openMessages(accountant.page, accountant.t);
    await selectTab(accountant.page, accountant.page.getByRole('tab', { name: accountant.t('messages.tabDone'), exact: true }));
    await cardWith(accountant.page, request).getByText(accountant.t('messages.done'), { exact: true }).waitFor();
    await settle(accountant.page);

    await openMessages(crew.page, crew.t);
    await selectTab(crew.page, crew.page.getByRole('tab', { name: crew.t('messages.tabSent'), exact: true }));
    await cardWith(crew.page, request).getByText(crew.t('messages.done'), { exact: true }).waitFor();
    await expectNoErrorState(crew.page);
    expect([...crew.problems, ...accountant.problems]).toEqual([]);
  });
});
