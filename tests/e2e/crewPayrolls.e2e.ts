import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { section, textIn } from './demo';
import { launchBrowser, logIn, openPhonePage, settle } from './browser';

const shots = '/tmp/shots';

interface PayrollDocument { id: number; type: 'payslip' | 'annualStatement' | 'timesheet'; title: string }
interface Payroll {
  id: number; number: string; status: string; gross: number; itemsToConfirm: number;
  period: { startDate: string; endDate: string }; documents: PayrollDocument[];
}
interface PayrollItem {
  id: number; payrollId: number; description: string; status: string; declineReason: string | null;
  confirmedAt: string | null; declinedAt: string | null;
}
interface Activity { caption: string; type: string; body: string }
interface StaffContract { id: number; number: string; kind: string; function: string; quota: { hours: number } }
interface CrewDocument { id: number; caption: string }
interface List<T> { items: T[]; total: number }

describe('a crew member reads payrolls, payroll documents and contracts, and confirms and declines payroll items', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let bearer: string;
  let personId: number;
  let t: (key: string, values?: Record<string, string | number>) => string;
  let page: Page;
  let problems: string[];

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE' } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /** Waits until nothing loads any more, then fails on an error state of the page. */
  async function expectNoErrorState(where: string) {
    await settle(page, where);
    expect(await page.getByRole('alert').filter({ hasText: t('errors.loadFailed') }).count(), where).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Could not load' }).count(), where).toBe(0);
    expect(problems, where).toEqual([]);
  }

  /** A PDF preview drew at least one page and did not fail. */
  async function expectPdfShown(where: string) {
    await page.getByTestId('pdf-pages').locator('canvas').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText(t('files.previewFailed')).count(), where).toBe(0);
    expect(await page.getByText(t('errors.documentsNotFound')).count(), where).toBe(0);
  }

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
    const response = await fetch(`${baseUrl}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Type: 'MOBILE' },
      body: JSON.stringify({ username: 'crew@demo.test', password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    bearer = ((await response.json()) as { token: string }).token;
    const claims = JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as
      { loginData: { person: { id: number }; language: string } };
    personId = claims.loginData.person.id;
    t = textIn(claims.loginData.language);
    ({ page, problems } = await openPhonePage(browser));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
    });
    await logIn(page, 'crew@demo.test');
    await page.waitForURL(`${baseUrl}/`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the payrolls newest first from the side menu, placed after mobile documents and before crew info', async () => {
    const payrolls = (await api<List<Payroll>>(`/persons/${personId}/payrolls`)).items;
    expect(payrolls.length).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const labels = (await menu.getByRole('link').allTextContents()).map((label) => label.trim());
    // Another group's screen may not be built yet: its title then is in no locale and not in the menu.
    const at = (key: string) => {
      try { return labels.indexOf(t(key)); } catch { return -1; }
    };
    expect(at('payrolls.title'), labels.join(', ')).toBeGreaterThan(-1);
    expect(at('contracts.title')).toBe(at('payrolls.title') + 1);
    // Section 2's order: … /trainings, /mobileDocuments, /payrolls, /contracts, /crew-info … (where those are built).
    for (const before of ['trainings.title', 'mobileDocuments.title']) if (at(before) > -1) expect(at(before), before).toBeLessThan(at('payrolls.title'));
    if (at('crewInfo.title') > -1) expect(at('crewInfo.title')).toBeGreaterThan(at('contracts.title'));
    await menu.getByRole('link', { name: t('payrolls.title') }).click();
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
    await page.getByRole('tab', { name: t('payrolls.toConfirm') }).click();
    await expect.poll(() => cards.count()).toBe(payrolls.filter((payroll) => payroll.itemsToConfirm > 0).length);
    await page.screenshot({ path: `${shots}/payrolls.png`, fullPage: true });
    await expectNoErrorState('/payrolls');
    await page.getByRole('button', { name: t('payrollDocuments.title') }).click();
    await page.waitForURL(`${baseUrl}/payrolls-documents`);
  });

  it('opens every payroll with its items, documents, preview, sign-off state and more', async () => {
    const payrolls = (await api<List<Payroll>>(`/persons/${personId}/payrolls`)).items;
    await page.goto('/payrolls');
    await page.getByTestId('item-card').filter({ hasText: payrolls[0]!.number }).click();
    await page.waitForURL(`${baseUrl}/payrolls/${payrolls[0]!.id}`);
    for (const payroll of payrolls) {
      const items = (await api<List<PayrollItem>>(`/payrolls/${payroll.id}/items`)).items;
      await page.goto(`/payrolls/${payroll.id}`);
      await page.getByRole('heading', { name: t('payrolls.detailTitle'), exact: true, level: 1 }).waitFor();
      const main = section(page, t('payrolls.sectionPayroll'));
      await main.getByText(payroll.number).waitFor();
      await main.getByText(t(`payrolls.statuses.${payroll.status}`), { exact: true }).waitFor();
      const listed = section(page, t('payrolls.items')).getByTestId('item-card');
      await expect.poll(() => listed.count(), { message: payroll.number }).toBe(items.length);
      if (payroll.itemsToConfirm > 0) await page.getByText(t('payrolls.toConfirmMessage', { itemsToConfirm: payroll.itemsToConfirm })).waitFor();
      await expectNoErrorState(`/payrolls/${payroll.id}`);
      await page.screenshot({ path: `${shots}/payroll-${payroll.number}.png`, fullPage: true });

      await page.getByRole('tab', { name: t('payrolls.tabDocuments') }).click();
      const documents = section(page, t('payrolls.documents'));
      for (const document of payroll.documents) await documents.getByText(document.title).waitFor();
      await expect.poll(() => documents.getByTestId('item-card').count()).toBe(payroll.documents.length);
      await expectPdfShown(`preview of ${payroll.number}`);
      await section(page, t('payrolls.signatures'))
        .getByText(t(payroll.itemsToConfirm > 0 ? 'payrolls.signaturesWaiting' : 'payrolls.signaturesDone')).waitFor();
      await expectNoErrorState(`/payrolls/${payroll.id} documents`);
      await page.screenshot({ path: `${shots}/payroll-${payroll.number}-documents.png`, fullPage: true });

      await page.getByRole('tab', { name: t('payrolls.showMore') }).click();
      await section(page, t('payrolls.showMore')).getByText(t('payrolls.personName')).waitFor();
      await expectNoErrorState(`/payrolls/${payroll.id} more`);
    }
  });

  it('shows each payroll document on its download page and downloads it', async () => {
    const payrolls = (await api<List<Payroll>>(`/persons/${personId}/payrolls`)).items;
    const withDocuments = payrolls.filter((payroll) => payroll.documents.length > 0);
    expect(withDocuments.length).toBeGreaterThan(0);
    // From a payroll's document list to its page.
    const first = withDocuments[0]!;
    await page.goto(`/payrolls/${first.id}`);
    await page.getByRole('tab', { name: t('payrolls.tabDocuments') }).click();
    await section(page, t('payrolls.documents')).getByText(first.documents[0]!.title).click();
    await page.waitForURL(`${baseUrl}/payrolls/${first.id}/download/${first.documents[0]!.type}`);
    for (const payroll of withDocuments) {
      for (const document of payroll.documents) {
        await page.goto(`/payrolls/${payroll.id}/download/${document.type}`);
        await page.getByRole('heading', { name: t('payrollDocuments.downloadTitle'), level: 1 }).waitFor();
        await section(page, t('payrollDocuments.sectionDocument')).getByText(t(`payrollDocuments.types.${document.type}`)).waitFor();
        await expectPdfShown(`${payroll.number} ${document.type}`);
        await expectNoErrorState(`/payrolls/${payroll.id}/download/${document.type}`);
      }
    }
    const payslip = withDocuments.find((payroll) => payroll.documents.some((document) => document.type === 'payslip'))!;
    await page.goto(`/payrolls/${payslip.id}/download/payslip`);
    await expectPdfShown('payslip');
    await page.screenshot({ path: `${shots}/payroll-download.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page, t('payrollDocuments.file')).getByRole('button', { name: t('files.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payslip-${payslip.number}.pdf`);
  });

  it('lists the payroll documents by kind and downloads an annual statement', async () => {
    const payrolls = (await api<List<Payroll>>(`/persons/${personId}/payrolls`)).items;
    const having = (type: string) => payrolls.filter((payroll) => payroll.documents.some((document) => document.type === type));
    expect(having('annualStatement').length).toBeGreaterThan(0);
    await page.goto('/payrolls-documents');
    await page.getByRole('heading', { name: t('payrollDocuments.title'), level: 1 }).waitFor();
    const kinds: [string, string][] = [['annualStatement', 'annualStatements'], ['payslip', 'payslips'], ['timesheet', 'timesheets']];
    for (const [type, title] of kinds) {
      const cards = section(page, t(`payrollDocuments.${title}`)).getByTestId('item-card');
      await expect.poll(() => cards.count(), { message: type }).toBe(having(type).length);
      for (const payroll of having(type)) await cards.filter({ hasText: payroll.number }).waitFor();
    }
    await expectNoErrorState('/payrolls-documents');
    await page.screenshot({ path: `${shots}/payrolls-documents.png`, fullPage: true });
    const annual = having('annualStatement')[0]!;
    const card = section(page, t('payrollDocuments.annualStatements')).getByTestId('item-card').filter({ hasText: annual.number });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: t('payrollDocuments.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`annualStatement-${annual.number}.pdf`);
    await card.getByText(annual.number).click();
    await page.waitForURL(`${baseUrl}/payrolls/${annual.id}/download/annualStatement`);
    await expectPdfShown('annual statement');
    await expectNoErrorState('annual statement page');
  });

  it('declines a payroll item with a reason and confirms another, each checked through the api', async () => {
    const payrolls = (await api<List<Payroll>>(`/persons/${personId}/payrolls`)).items;
    const items = (await Promise.all(payrolls.map((payroll) => api<List<PayrollItem>>(`/payrolls/${payroll.id}/items`))))
      .flatMap((list) => list.items);
    const waiting = items.filter((item) => item.status === 'toConfirm');
    expect(waiting.length, 'items waiting for confirmation').toBeGreaterThan(0);

    // Decline: the reason is required; the server keeps it and leaves the office a todo.
    const declined = waiting[0]!;
    await page.goto(`/payroll-items/${declined.id}`);
    await page.getByRole('heading', { name: t('payrollItems.title'), level: 1 }).waitFor();
    await section(page, t('payrollItems.sectionItem')).getByText(declined.description).waitFor();
    await page.getByText(t('payrollItems.toConfirmMessage')).waitFor();
    await expectNoErrorState(`/payroll-items/${declined.id}`);
    await page.screenshot({ path: `${shots}/payroll-item.png`, fullPage: true });
    await page.getByRole('button', { name: t('payrollItems.decline') }).click();
    const dialog = page.getByRole('dialog', { name: t('payrollItems.declineTitle') });
    await dialog.getByRole('button', { name: t('payrollItems.declineSubmit') }).click();
    expect(await dialog.getByLabel(t('payrollItems.reason')).getAttribute('aria-invalid')).toBe('true');
    const reason = `Only 10 hours worked, not 12 (${Date.now()})`;
    await dialog.getByLabel(t('payrollItems.reason')).fill(reason);
    await page.screenshot({ path: `${shots}/payroll-item-decline.png` });
    await dialog.getByRole('button', { name: t('payrollItems.declineSubmit') }).click();
    await page.getByRole('dialog').filter({ hasText: t('payrollItems.declineQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('payrollItems.declined')).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: t('payrollItems.decline'), exact: true }).count()).toBe(0);
    const afterDecline = await api<PayrollItem>(`/payrollItems/${declined.id}`);
    expect(afterDecline.status).toBe('declined');
    expect(afterDecline.declineReason).toBe(reason);
    expect(afterDecline.declinedAt).not.toBeNull();
    await section(page, t('payrollItems.sectionDeclined')).getByText(reason).waitFor();
    const activities = (await api<List<Activity>>(`/payrollItems/${declined.id}/activities`)).items;
    expect(activities.some((activity) => activity.type === 'TODO_PAYROLL_ITEM' && activity.body === reason)).toBe(true);
    await section(page, t('payrollItems.activities')).getByText(reason).waitFor();
    expect(await page.getByRole('button', { name: t('payrollItems.confirm') }).count()).toBe(0);
    await expectNoErrorState('after declining');
    await page.screenshot({ path: `${shots}/payroll-item-declined.png`, fullPage: true });

    // The item's documents (its payroll's) with the timesheet preview, and the rest of its fields.
    await page.getByRole('tab', { name: t('payrollItems.tabDocuments') }).click();
    const payroll = payrolls.find((candidate) => candidate.id === declined.payrollId)!;
    for (const document of payroll.documents) await section(page, t('payrollItems.documents')).getByText(document.title).waitFor();
    await expectPdfShown('payroll item timesheet');
    await expectNoErrorState('payroll item documents');
    await page.getByRole('tab', { name: t('payrollItems.showMore') }).click();
    await section(page, t('payrollItems.showMore')).getByText(reason).waitFor();
    await expectNoErrorState('payroll item more');

    // Confirm another one when the demo has a second waiting.
    const other = waiting[1];
    if (other) {
      await page.goto(`/payroll-items/${other.id}`);
      await section(page, t('payrollItems.sectionItem')).getByText(other.description).waitFor();
      await page.getByRole('button', { name: t('payrollItems.confirm') }).click();
      await page.getByRole('dialog').filter({ hasText: t('payrollItems.confirmQuestion') }).getByRole('button', { name: t('common.yes') }).click();
      await page.getByText(t('payrollItems.confirmed')).first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: t('payrollItems.confirm'), exact: true }).count()).toBe(0);
      const afterConfirm = await api<PayrollItem>(`/payrollItems/${other.id}`);
      expect(afterConfirm.status).toBe('confirmed');
      expect(afterConfirm.confirmedAt).not.toBeNull();
      await section(page, t('payrollItems.sectionItem')).getByText(t('payrollItems.statuses.confirmed')).waitFor();
      expect(await page.getByRole('button', { name: t('payrollItems.decline') }).count()).toBe(0);
      await expectNoErrorState('after confirming');
    }

    // An item already confirmed offers neither action.
    const done = items.find((item) => item.status === 'confirmed')!;
    await page.goto(`/payroll-items/${done.id}`);
    await section(page, t('payrollItems.sectionItem')).getByText(done.description).waitFor();
    expect(await page.getByRole('button', { name: t('payrollItems.confirm') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('payrollItems.decline') }).count()).toBe(0);
    await expectNoErrorState(`/payroll-items/${done.id}`);
  });

  it('lists the contracts and opens each with its hours, vacation account and documents', async () => {
    const contracts = (await api<List<StaffContract>>(`/persons/${personId}/staffContracts`)).items;
    expect(contracts.length).toBeGreaterThan(0);
    await page.goto('/contracts');
    await page.getByRole('heading', { name: t('contracts.title'), level: 1 }).waitFor();
    const cards = page.getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(contracts.length);
    for (const contract of contracts) await cards.filter({ hasText: contract.number }).waitFor();
    await expectNoErrorState('/contracts');
    await page.screenshot({ path: `${shots}/contracts.png`, fullPage: true });
    await cards.filter({ hasText: contracts[0]!.number }).click();
    await page.waitForURL(`${baseUrl}/contracts/${contracts[0]!.id}`);
    for (const contract of contracts) {
      const documents = (await api<List<CrewDocument>>(`/staffContracts/${contract.id}/documents`)).items;
      await page.goto(`/contracts/${contract.id}`);
      await page.getByRole('heading', { name: t('contracts.detailTitle'), exact: true, level: 1 }).waitFor();
      await section(page, t('contracts.sectionContract')).getByText(contract.number).waitFor();
      const hours = section(page, t('contracts.sectionHours'));
      for (const key of ['contracts.quota', 'contracts.planned', 'contracts.worked', 'contracts.timeAccount']) await hours.getByText(t(key)).waitFor();
      await section(page, t('contracts.sectionVacation')).getByText(t('contracts.vacationRemaining')).waitFor();
      const listed = section(page, t('contracts.documents'));
      if (documents.length === 0) await listed.getByText(t('errors.documentsNotFound')).waitFor();
      for (const document of documents) await listed.getByText(document.caption).waitFor();
      await expectNoErrorState(`/contracts/${contract.id}`);
      await page.screenshot({ path: `${shots}/contract-${contract.number}.png`, fullPage: true });
    }
  });
});
