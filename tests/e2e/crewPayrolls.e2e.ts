import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, section, textIn, token, watchedPhonePage, signIn } from './demo';
import { openBrowser, selectTab, settle, keepScreenshot } from './browser';

/*
 * Sam (crew@demo.test) reads his payrolls, payroll documents and contracts (nothing else changes those), and
 * confirms or declines payroll items. Payroll items cannot be made through the api, so the one test that changes
 * them picks its items by a written rule (see there) and checks their state first; every other test reads what
 * the api says at its own start, so the tests hold in any order.
 */

interface PayrollDocument { id: number; type: 'payslip' | 'annualStatement' | 'timesheet'; title: string }
interface Payroll {
  id: number; number: string; status: string; gross: number; itemsToConfirm: number;
  period: { startDate: string; endDate: string }; documents: PayrollDocument[];
}
interface PayrollItem {
  id: number; payrollId: number; description: string; workDate: string; status: string; declineReason: string | null;
  confirmedAt: string | null; declinedAt: string | null;
}
interface Activity { caption: string; type: string; body: string }
interface StaffContract { id: number; number: string; kind: string; function: string; quota: { hours: number } }
interface CrewDocument { id: number; caption: string }
interface List<T> { items: T[]; total: number }

/** The paths of links' addresses. */
const pathsOf = (hrefs: (string | null)[]) => hrefs.map((href) => new URL(href ?? '', 'http://app.test').pathname);

/** Items by work date, then id. */
const byWorkDate = (items: PayrollItem[]) => [...items].sort((a, b) => a.workDate.localeCompare(b.workDate) || a.id - b.id);

/** The first of a list that must not be empty (`what` says why it is needed). */
function firstOf<T>(list: T[], what: string): T {
  expect(list.length, what).toBeGreaterThan(0);
  return list[0]!;
}

describe('a crew member reads payrolls, payroll documents and contracts, and confirms and declines payroll items', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let bearer: string;
  let personId: number;
  let t: (key: string, values?: Record<string, string | number>) => string;
  let page: Page;
  let problems: string[];

  const payrollsOfSam = async () => (await api<List<Payroll>>(bearer, `/persons/${personId}/payrolls`)).items;

  /** The screen settled without an error state, and the page logged no error so far. */
  async function expectClean(where: string) {
    await expectNoErrorState(page);
    expect(problems, where).toEqual([]);
  }

  /** A PDF preview drew at least one page and did not fail. */
  async function expectPdfShown(where: string) {
    await page.getByTestId('pdf-pages').locator('canvas').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText(t('files.previewFailed')).count(), where).toBe(0);
    expect(await page.getByText(t('errors.documentsNotFound')).count(), where).toBe(0);
  }

  /**
   * A payroll's three tabs: its items, its documents with a preview and the sign-off state `signOff` (a text key),
   * and "show more".
   */
  async function checkPayroll(payroll: Payroll, signOff: string) {
    const items = (await api<List<PayrollItem>>(bearer, `/payrolls/${payroll.id}/items`)).items;
    await page.goto(`/payrolls/${payroll.id}`);
    await page.getByRole('heading', { name: t('payrolls.detailTitle'), exact: true, level: 1 }).waitFor();
    const main = section(page, t('payrolls.sectionPayroll'));
    await main.getByText(payroll.number).waitFor();
    await main.getByText(t(`payrolls.statuses.${payroll.status}`), { exact: true }).waitFor();
    const listed = section(page, t('payrolls.items')).getByTestId('item-card');
    await expect.poll(() => listed.count(), { message: payroll.number }).toBe(items.length);
    await expectClean(`/payrolls/${payroll.id}`);
    await keepScreenshot(page, `payroll-${payroll.number}.png`, { fullPage: true });

    await selectTab(page, t('payrolls.tabDocuments'));
    const documents = section(page, t('payrolls.documents'));
    for (const document of payroll.documents) await documents.getByText(document.title).waitFor();
    await expect.poll(() => documents.getByTestId('item-card').count()).toBe(payroll.documents.length);
    await expectPdfShown(`preview of ${payroll.number}`);
    await section(page, t('payrolls.signatures')).getByText(t(signOff)).waitFor();
    await expectClean(`/payrolls/${payroll.id} documents`);
    await keepScreenshot(page, `payroll-${payroll.number}-documents.png`, { fullPage: true });

    await selectTab(page, t('payrolls.showMore'));
    await section(page, t('payrolls.showMore')).getByText(t('payrolls.personName')).waitFor();
    await expectClean(`/payrolls/${payroll.id} more`);
  }

  beforeAll(async () => {
    browser = await openBrowser();
    bearer = await token('crew@demo.test');
    const claims = claimsOf(bearer);
    personId = claims.loginData.person.id;
    t = textIn(claims.loginData.language);
    ({ page, problems } = await watchedPhonePage(browser));
    await signIn(page, 'crew@demo.test');
  });

  // Each test answers for the errors of its own pages.
  beforeEach(() => {
    problems.length = 0;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the payrolls newest first from the side menu, placed after mobile documents and before crew info', async () => {
    const payrolls = await payrollsOfSam();
    expect(payrolls.length, 'the demo gives Sam several payrolls').toBeGreaterThan(1);
    const toConfirm = payrolls.filter((payroll) => payroll.itemsToConfirm > 0);
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: t('payrolls.title'), exact: true }).waitFor();
    const paths = pathsOf(await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    // Section 2's order: … /trainings, /mobileDocuments, /payrolls, /contracts, /crew-info …
    const from = paths.indexOf('/trainings');
    expect(from, paths.join(', ')).toBeGreaterThan(-1);
    expect(paths.slice(from, from + 5)).toEqual(['/trainings', '/mobileDocuments', '/payrolls', '/contracts', '/crew-info']);
    await menu.getByRole('link', { name: t('payrolls.title'), exact: true }).click();
    await page.waitForURL(`${baseUrl}/payrolls`);
    await page.getByRole('heading', { name: t('payrolls.title'), level: 1 }).waitFor();
    const cards = page.getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(payrolls.length);
    const newest = [...payrolls].sort((a, b) => b.period.startDate.localeCompare(a.period.startDate));
    for (const [index, payroll] of newest.entries()) {
      const text = await cards.nth(index).textContent();
      expect(text).toContain(payroll.number);
      expect(text).toContain(t(`payrolls.statuses.${payroll.status}`));
    }
    await selectTab(page, t('payrolls.toConfirm'));
    await expect.poll(() => cards.allTextContents(), { message: 'the payrolls with items to confirm' })
      .toEqual(newest.filter((payroll) => toConfirm.includes(payroll)).map((payroll) => expect.stringContaining(payroll.number)));
    await keepScreenshot(page, 'payrolls.png', { fullPage: true });
    await expectClean('/payrolls');
    await page.getByRole('button', { name: t('payrollDocuments.title') }).click();
    await page.waitForURL(`${baseUrl}/payrolls-documents`);
    await expectClean('/payrolls-documents');
  });

  it('opens every payroll with its items, documents, preview, sign-off state and more', async () => {
    const payrolls = await payrollsOfSam();
    // Sam's open payroll has items waiting (the test that confirms and declines leaves one waiting); the older ones none.
    const waiting = payrolls.filter((payroll) => payroll.itemsToConfirm > 0);
    const done = payrolls.filter((payroll) => payroll.itemsToConfirm === 0);
    expect(waiting.length, 'a payroll with items to confirm').toBeGreaterThan(0);
    expect(done.length, 'a payroll with nothing to confirm').toBeGreaterThan(0);
    await page.goto('/payrolls');
    await page.getByTestId('item-card').filter({ hasText: payrolls[0]!.number }).click();
    await page.waitForURL(`${baseUrl}/payrolls/${payrolls[0]!.id}`);
    for (const payroll of waiting) {
      await checkPayroll(payroll, 'payrolls.signaturesWaiting');
      await selectTab(page, t('payrolls.tabPayroll'));
      await page.getByText(t('payrolls.toConfirmMessage', { count: payroll.itemsToConfirm })).waitFor();
    }
    for (const payroll of done) {
      await checkPayroll(payroll, 'payrolls.signaturesDone');
      await selectTab(page, t('payrolls.tabDocuments'));
      await section(page, t('payrolls.signatures')).getByText(t('payrolls.signaturesDone')).waitFor();
      expect(await page.getByText(t('payrolls.signaturesWaiting')).count(), payroll.number).toBe(0);
    }
  });

  it('shows each payroll document on its download page and downloads a payslip', async () => {
    const payrolls = await payrollsOfSam();
    const withDocuments = payrolls.filter((payroll) => payroll.documents.length > 0);
    const first = firstOf(withDocuments, 'a payroll with documents');
    // From a payroll's document list to its page.
    await page.goto(`/payrolls/${first.id}`);
    await selectTab(page, t('payrolls.tabDocuments'));
    await section(page, t('payrolls.documents')).getByText(first.documents[0]!.title).click();
    await page.waitForURL(`${baseUrl}/payrolls/${first.id}/download/${first.documents[0]!.type}`);
    for (const payroll of withDocuments) {
      for (const document of payroll.documents) {
        await page.goto(`/payrolls/${payroll.id}/download/${document.type}`);
        await page.getByRole('heading', { name: t('payrollDocuments.downloadTitle'), level: 1 }).waitFor();
        await section(page, t('payrollDocuments.sectionDocument')).getByText(t(`payrollDocuments.types.${document.type}`)).waitFor();
        await expectPdfShown(`${payroll.number} ${document.type}`);
        await expectClean(`/payrolls/${payroll.id}/download/${document.type}`);
      }
    }
    const payslip = firstOf(withDocuments.filter((payroll) => payroll.documents.some((document) => document.type === 'payslip')), 'a payroll with a payslip');
    await page.goto(`/payrolls/${payslip.id}/download/payslip`);
    await expectPdfShown('payslip');
    await keepScreenshot(page, 'payroll-download.png', { fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page, t('payrollDocuments.file')).getByRole('button', { name: t('files.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payslip-${payslip.number}.pdf`);
  });

  it('lists the payroll documents by kind and downloads an annual statement', async () => {
    const payrolls = await payrollsOfSam();
    const having = (type: string) => payrolls.filter((payroll) => payroll.documents.some((document) => document.type === type));
    const annual = firstOf(having('annualStatement'), 'a payroll with an annual statement');
    await page.goto('/payrolls-documents');
    await page.getByRole('heading', { name: t('payrollDocuments.title'), level: 1 }).waitFor();
    const kinds: [string, string][] = [['annualStatement', 'annualStatements'], ['payslip', 'payslips'], ['timesheet', 'timesheets']];
    for (const [type, title] of kinds) {
      expect(having(type).length, `payrolls with a ${type}`).toBeGreaterThan(0);
      const cards = section(page, t(`payrollDocuments.${title}`)).getByTestId('item-card');
      await expect.poll(() => cards.count(), { message: type }).toBe(having(type).length);
      for (const payroll of having(type)) await cards.filter({ hasText: payroll.number }).waitFor();
    }
    await expectClean('/payrolls-documents');
    await keepScreenshot(page, 'payrolls-documents.png', { fullPage: true });
    const card = section(page, t('payrollDocuments.annualStatements')).getByTestId('item-card').filter({ hasText: annual.number });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: t('payrollDocuments.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`annualStatement-${annual.number}.pdf`);
    await card.getByText(annual.number).click();
    await page.waitForURL(`${baseUrl}/payrolls/${annual.id}/download/annualStatement`);
    await expectPdfShown('annual statement');
    await expectClean('annual statement page');
  });

  it('declines a payroll item with a reason and confirms another, each checked through the api', async () => {
    const payrolls = await payrollsOfSam();
    const items = (await Promise.all(payrolls.map((payroll) => api<List<PayrollItem>>(bearer, `/payrolls/${payroll.id}/items`))))
      .flatMap((list) => list.items);
    // The rule: of the items waiting for Sam, by work date (then id), this test declines the first and confirms the
    // second; only this file changes Sam's payroll items. The demo has three waiting, so one stays waiting for the
    // screens that show a payroll to confirm (home, and this file's sign-off checks).
    const waiting = byWorkDate(items.filter((item) => item.status === 'toConfirm'));
    expect(waiting.length, 'Sam has three items waiting: this test takes two').toBeGreaterThanOrEqual(3);
    const [declined, confirmed] = waiting as [PayrollItem, PayrollItem];
    const done = firstOf(items.filter((item) => item.status === 'confirmed'), 'an item confirmed before');

    // Decline: the reason is required; the server keeps it and leaves the office a todo.
    await page.goto(`/payroll-items/${declined.id}`);
    await page.getByRole('heading', { name: t('payrollItems.title'), level: 1 }).waitFor();
    await section(page, t('payrollItems.sectionItem')).getByText(declined.description).waitFor();
    await page.getByText(t('payrollItems.toConfirmMessage')).waitFor();
    await expectClean(`/payroll-items/${declined.id}`);
    await keepScreenshot(page, 'payroll-item.png', { fullPage: true });
    await page.getByRole('button', { name: t('payrollItems.decline') }).click();
    const dialog = page.getByRole('dialog', { name: t('payrollItems.declineTitle') });
    await dialog.getByRole('button', { name: t('payrollItems.declineSubmit') }).click();
    await expect.poll(() => dialog.getByLabel(t('payrollItems.reason')).getAttribute('aria-invalid')).toBe('true');
    const reason = `Only 10 hours worked, not 12 (${Date.now()})`;
    await dialog.getByLabel(t('payrollItems.reason')).fill(reason);
    await keepScreenshot(page, 'payroll-item-decline.png');
    await dialog.getByRole('button', { name: t('payrollItems.declineSubmit') }).click();
    await page.getByRole('dialog').filter({ hasText: t('payrollItems.declineQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('payrollItems.declined')).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: t('payrollItems.decline'), exact: true }).count()).toBe(0);
    const afterDecline = await api<PayrollItem>(bearer, `/payrollItems/${declined.id}`);
    expect(afterDecline.status).toBe('declined');
    expect(afterDecline.declineReason).toBe(reason);
    expect(afterDecline.declinedAt).not.toBeNull();
    await section(page, t('payrollItems.sectionDeclined')).getByText(reason).waitFor();
    const activities = (await api<List<Activity>>(bearer, `/payrollItems/${declined.id}/activities`)).items;
    expect(activities.filter((activity) => activity.type === 'TODO_PAYROLL_ITEM').map((activity) => activity.body)).toContain(reason);
    await section(page, t('payrollItems.activities')).getByText(reason).waitFor();
    await expectClean('after declining');
    expect(await page.getByRole('button', { name: t('payrollItems.confirm') }).count()).toBe(0);
    await keepScreenshot(page, 'payroll-item-declined.png', { fullPage: true });

    // The item's documents (its payroll's) with the timesheet preview, and the rest of its fields.
    await selectTab(page, t('payrollItems.tabDocuments'));
    const payroll = payrolls.find((candidate) => candidate.id === declined.payrollId);
    expect(payroll, 'the declined item\'s payroll').toBeDefined();
    expect(payroll!.documents.length, 'documents of the open payroll').toBeGreaterThan(0);
    for (const document of payroll!.documents) await section(page, t('payrollItems.documents')).getByText(document.title).waitFor();
    await expectPdfShown('payroll item timesheet');
    await expectClean('payroll item documents');
    await selectTab(page, t('payrollItems.showMore'));
    await section(page, t('payrollItems.showMore')).getByText(reason).waitFor();
    await expectClean('payroll item more');

    // Confirm the second.
    await page.goto(`/payroll-items/${confirmed.id}`);
    await section(page, t('payrollItems.sectionItem')).getByText(confirmed.description).waitFor();
    await page.getByRole('button', { name: t('payrollItems.confirm') }).click();
    await page.getByRole('dialog').filter({ hasText: t('payrollItems.confirmQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('payrollItems.confirmed')).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: t('payrollItems.confirm'), exact: true }).count()).toBe(0);
    const afterConfirm = await api<PayrollItem>(bearer, `/payrollItems/${confirmed.id}`);
    expect(afterConfirm.status).toBe('confirmed');
    expect(afterConfirm.confirmedAt).not.toBeNull();
    await section(page, t('payrollItems.sectionItem')).getByText(t('payrollItems.statuses.confirmed')).waitFor();
    await expectClean('after confirming');
    expect(await page.getByRole('button', { name: t('payrollItems.decline') }).count()).toBe(0);

    // An item confirmed before offers neither action.
    await page.goto(`/payroll-items/${done.id}`);
    await section(page, t('payrollItems.sectionItem')).getByText(done.description).waitFor();
    await expectClean(`/payroll-items/${done.id}`);
    expect(await page.getByRole('button', { name: t('payrollItems.confirm') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('payrollItems.decline') }).count()).toBe(0);
  });

  it('lists the contracts and opens each with its hours, vacation account and documents', async () => {
    const contracts = (await api<List<StaffContract>>(bearer, `/persons/${personId}/staffContracts`)).items;
    const documentsOf = new Map(await Promise.all(contracts.map(async (contract) =>
      [contract.id, (await api<List<CrewDocument>>(bearer, `/staffContracts/${contract.id}/documents`)).items] as const)));
    // The demo: Sam's running contract comes with its contract document, the ended one with none.
    const withDocuments = contracts.filter((contract) => documentsOf.get(contract.id)!.length > 0);
    const withoutDocuments = contracts.filter((contract) => documentsOf.get(contract.id)!.length === 0);
    expect(withDocuments.length, 'a contract with documents').toBeGreaterThan(0);
    expect(withoutDocuments.length, 'a contract without documents').toBeGreaterThan(0);
    await page.goto('/contracts');
    await page.getByRole('heading', { name: t('contracts.title'), level: 1 }).waitFor();
    const cards = page.getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(contracts.length);
    for (const contract of contracts) await cards.filter({ hasText: contract.number }).waitFor();
    await expectClean('/contracts');
    await keepScreenshot(page, 'contracts.png', { fullPage: true });
    await cards.filter({ hasText: contracts[0]!.number }).click();
    await page.waitForURL(`${baseUrl}/contracts/${contracts[0]!.id}`);

    /** A contract's page with its hours and vacation account; returns its documents section. */
    const openContract = async (contract: StaffContract) => {
      await page.goto(`/contracts/${contract.id}`);
      await page.getByRole('heading', { name: t('contracts.detailTitle'), exact: true, level: 1 }).waitFor();
      await section(page, t('contracts.sectionContract')).getByText(contract.number).waitFor();
      const hours = section(page, t('contracts.sectionHours'));
      // Charts, with their numbers in a table under them (see contractCharts.e2e.ts).
      for (const key of ['contracts.chartQuota', 'contracts.chartPlanned', 'contracts.chartWorked', 'contracts.chartTimeAccount']) await hours.getByRole('rowheader', { name: t(key), exact: true }).waitFor();
      await section(page, t('contracts.sectionVacation')).getByRole('rowheader', { name: t('contracts.vacationRemaining'), exact: true }).waitFor();
      return section(page, t('contracts.documents'));
    };
    for (const contract of withDocuments) {
      const listed = await openContract(contract);
      for (const document of documentsOf.get(contract.id)!) await listed.getByText(document.caption).waitFor();
      await expectClean(`/contracts/${contract.id}`);
      expect(await listed.getByText(t('errors.documentsNotFound')).count(), contract.number).toBe(0);
      await keepScreenshot(page, `contract-${contract.number}.png`, { fullPage: true });
    }
    for (const contract of withoutDocuments) {
      const listed = await openContract(contract);
      await listed.getByText(t('errors.documentsNotFound')).waitFor();
      await expectClean(`/contracts/${contract.id}`);
      await keepScreenshot(page, `contract-${contract.number}.png`, { fullPage: true });
    }
  });
});
