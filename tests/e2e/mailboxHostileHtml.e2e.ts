import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { EmailMessage, EmailMessageSummary } from '../../src/ground/contract/email';
import { hostileEmailHtml } from '../fixtures/hostileEmailHtml';
import { openBrowser, settle } from './browser';
import { api, loggedInPhone, openScreen, section, type List } from './demo';
import { cardAt } from './virtualList';

/**
 * The mailbox of the office login showing the corpus of hostile e-mail HTML (tests/fixtures/hostileEmailHtml.ts) under
 * the real server's page and Content-Security-Policy: the policy reports nothing and the page asks nothing of another
 * origin. Only the answer of the opened message is intercepted (its real answer, subject and body replaced); nothing
 * is written, so the demo's mailbox stays as it was.
 */

/** The page's own record of policy reports, filled by the init script from the document's `securitypolicyviolation` events. */
interface ViolationLog { cspViolations?: string[] }

/**
 * The text shown after payload `index` in the whole corpus: it proves the payload has not swallowed what follows it.
 * Each payload sits in a `<div>` of its own, whose end closes what a payload leaves open (an unclosed `<noscript>`
 * would otherwise take the rest of the message with it: the sanitiser drops it with its content).
 */
const endOf = (index: number) => `end of hostile payload ${index + 1} of ${hostileEmailHtml.length}`;
const endOfCorpus = 'end of hostile corpus';
const wholeCorpus = [
  ...hostileEmailHtml.map(({ html }, index) => `<div>${html}</div>\n<p>${endOf(index)}</p>`),
  `<p>${endOfCorpus}</p>`,
].join('\n');

/**
 * The corpus in page loads of a few payloads each, unwrapped and in order: a payload meets the document's start and
 * its neighbours as a sender would put them, and a report names the few that were shown. (A load per payload, at about
 * 0.6 s a load, would take over half a minute.)
 */
const batchSize = 6;
const batches = Array.from({ length: Math.ceil(hostileEmailHtml.length / batchSize) }, (_, at) => hostileEmailHtml.slice(at * batchSize, (at + 1) * batchSize));

/**
 * What the page must not do. `reports`: the policy reports of the documents read so far (see `readReports`);
 * `offOrigin`: every request to another origin than the app's (data: and blob: stay in the page), a navigation too;
 * `problems`: console errors, among them Chromium's own "Refused to …" policy messages, and uncaught errors.
 */
interface Watch { reports: string[]; offOrigin: string[]; problems: string[] }

/** Starts watching the page: its next documents keep their policy reports in `window`, and every request is seen here. */
async function watchPolicy(page: Page, problems: string[]): Promise<Watch> {
  const appOrigin = new URL(inject('baseUrl')).origin;
  const watch: Watch = { reports: [], offOrigin: [], problems };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== appOrigin) watch.offOrigin.push(`${request.resourceType()} ${request.url()}`);
  });
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as ViolationLog).cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      log.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim());
    }, { capture: true });
  });
  return watch;
}

/** Adds the policy reports of the page's current document to the watch, each labelled with what was shown. */
async function readReports(page: Page, watch: Watch, shown: string): Promise<void> {
  const log = await page.evaluate(() => (window as ViolationLog).cspViolations ?? ['the init script did not run']);
  watch.reports.push(...log.map((report) => `${shown}: ${report}`));
}

/**
 * Waits until `state` shows the message was drawn; when it is not (a payload may have taken the page elsewhere),
 * fails with the start of what the page did meanwhile.
 */
async function waitDrawn(state: Locator, watch: Watch, shown: string): Promise<void> {
  await state.waitFor({ timeout: 10_000 }).catch((error: unknown) => {
    const meanwhile = Object.entries(watch).map(([kind, seen]: [string, string[]]) => [`${kind}: ${seen.length}`, ...seen.slice(0, 10)].join('\n  '));
    throw new Error(`${shown} was not drawn; the page meanwhile:\n${meanwhile.join('\n')}`, { cause: error });
  });
}

/** What the intercepted answer shows instead of the message's own subject and body. */
type Shown = Pick<EmailMessage, 'subject' | 'bodyHtml'>;

/**
 * Answers the message's real GET (fetched from the server) with `shown`'s subject and body, read at each request;
 * also where a start of the page asks for it in a batch (`POST /batch`, the start script's first calls).
 */
async function serveShown(page: Page, messageId: number, shown: Shown): Promise<void> {
  const call = `/emailMessages/${messageId}`;
  await page.route(`**/api/v1${call}`, async (route) => {
    const response = await route.fetch();
    const message = (await response.json()) as EmailMessage;
    await route.fulfill({ response, json: { ...message, ...shown } });
  });
  await page.route('**/api/v1/batch', async (route) => {
    const { calls } = route.request().postDataJSON() as { calls: string[] };
    const response = await route.fetch();
    const { answers } = (await response.json()) as { answers: { status: number; body: unknown }[] };
    const served = answers.map((answer, index) => (calls[index] === call && answer.status === 200 ? { ...answer, body: { ...(answer.body as EmailMessage), ...shown } } : answer));
    await route.fulfill({ response, json: { answers: served } });
  });
}

/** The office login on a phone of its own, watched, with the newest message of its mailbox to show the corpus in. */
async function officeMailbox(browser: Browser) {
  const { page, problems, bearer, t } = await loggedInPhone(browser, 'office@demo.test');
  const watch = await watchPolicy(page, problems);
  const newest = (await api<List<EmailMessageSummary>>(bearer, '/emailMessages')).items[0];
  expect(newest, 'a message in the office\'s mailbox').toBeDefined();
  return { page, t, watch, messageId: newest!.id };
}

describe('the mailbox under hostile e-mail HTML: no policy report, no request elsewhere', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it(`opens a message holding all ${hostileEmailHtml.length} payloads from the mailbox`, async () => {
    const { page, t, watch, messageId } = await officeMailbox(browser);
    await serveShown(page, messageId, { subject: `All ${hostileEmailHtml.length} hostile payloads`, bodyHtml: wholeCorpus });

    await openScreen(page, '/mailbox', t('mailbox.title'));
    await (await cardAt(page, 0)).getByRole('link').click();
    await page.waitForURL(`${inject('baseUrl')}/email-messages/${messageId}`);
    const body = section(page, t('emailMessage.body'));
    await waitDrawn(body.getByText(endOfCorpus, { exact: true }), watch, 'the whole corpus');
    await settle(page);
    await readReports(page, watch, 'the whole corpus');

    const bodyText = await body.innerText();
    expect(hostileEmailHtml.filter((_, index) => !bodyText.includes(endOf(index))).map(({ name }) => name), 'payloads that hid what follows').toEqual([]);
    expect(watch).toEqual({ reports: [], offOrigin: [], problems: [] });
    await page.context().close();
  });

  it(`opens the message once per batch of ${batchSize} payloads, as their senders wrote them`, async () => {
    const { page, t, watch, messageId } = await officeMailbox(browser);
    const shown: Shown = { subject: '', bodyHtml: '' };
    await serveShown(page, messageId, shown);
    const header = section(page, t('emailMessage.header'));

    for (const batch of batches) {
      const names = batch.map(({ name }) => name).join(' | ');
      // The subject says which batch is shown: a batch may leave no text of its own to see.
      Object.assign(shown, { subject: `Hostile payloads ${names}`, bodyHtml: batch.map(({ html }) => html).join('\n') });
      await page.goto(`/email-messages/${messageId}`);
      // The page may first show the last batch from its offline copy, then this one once fetched again: wait for it.
      await waitDrawn(header.getByText(shown.subject, { exact: true }), watch, names);
      await settle(page, `showing ${names}`);
      await readReports(page, watch, names);
    }

    expect(watch).toEqual({ reports: [], offOrigin: [], problems: [] });
    await page.context().close();
  });
});
