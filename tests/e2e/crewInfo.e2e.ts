import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { section, textIn } from './demo';
import { launchBrowser, logIn, openPhonePage, settle } from './browser';

const shots = '/tmp/shots';

interface List<T> { items: T[]; total: number }
interface CrewInfo { functions: { function: string }[]; skills: { skill: string }[]; tags: { tag: string }[]; ratings: { count: number } }
interface Question { id: number; kind: string; label: string; required: boolean; options: { choices?: string[]; min?: number; max?: number }; fileUrl: string | null }
interface Form {
  id: number; title: string; kind: string; status: string;
  sections: { title: string; questions: Question[] }[];
  result: { status: string; answers: Record<string, unknown> } | null;
}
interface FormSummary { id: number; title: string; status: string }
interface Doc {
  id: number; caption: string; state: string; training: boolean; file: { fileName: string; status: string } | null;
  signatories: { name: string; status: string }[];
}
interface MobileDocument { id: number; kind: string; title: string }
interface CrewItem { id: number; function: string; startDate: string; project: { name: string }; person: { id: number } | null }
interface Job { id: number; period: string; function: string; project: { name: string } }

const t = textIn('en');

/** A small real PDF to upload. */
async function samplePdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText('Passport scan (e2e)', { x: 20, y: 100, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const path = '/tmp/crewInfo-e2e-passport.pdf';
  writeFileSync(path, await pdf.save());
  return path;
}

describe('a crew member reads their crew info, trainings, documents and vacancies and performs a form on a phone', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let bearer: string;
  let personId: number;

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE' } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /** Waits until nothing loads, then fails on an error state. */
  async function expectNoErrorState() {
    await settle(page);
    expect(await page.getByRole('alert').filter({ hasText: t('errors.loadFailed') }).count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Could not load' }).count()).toBe(0);
  }

  async function open(path: string, title: string) {
    await page.goto(path);
    await page.getByRole('heading', { name: title, exact: true, level: 1 }).waitFor();
    await expectNoErrorState();
  }

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    const response = await fetch(`${baseUrl}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Type: 'MOBILE' },
      body: JSON.stringify({ username: 'crew@demo.test', password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    bearer = ((await response.json()) as { token: string }).token;
    personId = (JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { loginData: { person: { id: number } } }).loginData.person.id;

    browser = await launchBrowser();
    ({ page, problems } = await openPhonePage(browser));
    // The shared helper keeps only CSP errors: record every console error.
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
    });
    await logIn(page, 'crew@demo.test');
    await page.waitForURL(`${baseUrl}/`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('offers the screens in the side menu', async () => {
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const key of ['trainings.title', 'mobileDocuments.title', 'crewInfo.title', 'vacancies.title']) {
      await menu.getByRole('link', { name: t(key), exact: true }).waitFor();
    }
    await page.screenshot({ path: `${shots}/crewInfo-menu.png` });
    await menu.getByRole('link', { name: t('crewInfo.title'), exact: true }).click();
    await page.waitForURL(/\/crew-info$/);
  });

  it('shows the crew info: functions, skills, tags and ratings', async () => {
    const info = await api<CrewInfo>('/crewInfo');
    expect(info.functions.length).toBeGreaterThan(0);
    await open('/crew-info', t('crewInfo.title'));
    await section(page, t('crewInfo.functions')).getByText(info.functions[0]!.function, { exact: true }).waitFor();
    await section(page, t('crewInfo.skills')).getByText(info.skills[0]!.skill, { exact: true }).waitFor();
    await section(page, t('crewInfo.tags')).getByText(info.tags[0]!.tag, { exact: true }).waitFor();
    await section(page, t('crewInfo.ratings')).getByText(String(info.ratings.count), { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/crewInfo-crew-info.png`, fullPage: true });
  });

  it('lists the trainings: completed, documents and forms', async () => {
    const documents = (await api<List<Doc>>(`/persons/${personId}/documentsTraining`)).items;
    const forms = (await api<List<FormSummary>>(`/persons/${personId}/formsTrainingPerform`)).items;
    const completed = documents.filter((doc) => ['approved', 'signed'].includes(doc.state));
    const open_ = documents.filter((doc) => !['approved', 'signed'].includes(doc.state));
    const todo = forms.filter((form) => form.status !== 'submitted');
    // The demo fills every tab for Sam; an empty one would prove little.
    expect(completed.length * open_.length * todo.length).toBeGreaterThan(0);

    await open('/trainings', t('trainings.title'));
    const cards = page.getByTestId('item-card');
    await page.getByRole('tab', { name: t('trainings.completed') }).click();
    await cards.filter({ hasText: completed[0]!.caption }).waitFor();
    await page.screenshot({ path: `${shots}/crewInfo-trainings-completed.png`, fullPage: true });
    await page.getByRole('tab', { name: t('trainings.documents') }).click();
    await cards.filter({ hasText: open_[0]!.caption }).waitFor();
    await expect.poll(() => cards.count()).toBe(open_.length);
    await expectNoErrorState();
    await page.screenshot({ path: `${shots}/crewInfo-trainings-documents.png`, fullPage: true });
    await page.getByRole('tab', { name: t('trainings.forms') }).click();
    await cards.filter({ hasText: todo[0]!.title }).waitFor();
    await expect.poll(() => cards.count()).toBe(todo.length);
    await expectNoErrorState();
    await page.screenshot({ path: `${shots}/crewInfo-trainings-forms.png`, fullPage: true });
    // The quiz opens as a form to perform.
    await cards.filter({ hasText: todo[0]!.title }).getByRole('link').click();
    await page.waitForURL(new RegExp(`/forms/${todo[0]!.id}$`));
    await page.getByRole('heading', { name: t('forms.title'), exact: true, level: 1 }).waitFor();
    await expectNoErrorState();
  });

  it('performs a training quiz: answers every required question (selects and a checkbox) and sends it', async () => {
    const summary = (await api<List<FormSummary>>(`/persons/${personId}/formsTrainingPerform`)).items.find((form) => form.status === 'todo');
    expect(summary, 'a training quiz to do').toBeDefined();
    const form = await api<Form>(`/forms/perform/${summary!.id}`);
    const questions = form.sections.flatMap((group) => group.questions);
    expect(questions.some((question) => question.kind === 'select' && question.required)).toBe(true);
    expect(questions.some((question) => question.kind === 'checkbox' && question.required)).toBe(true);

    await open(`/forms/${form.id}/${encodeURIComponent(form.title)}`, t('forms.title'));
    await page.getByRole('heading', { name: form.sections[0]!.title }).waitFor();
    const expected: Record<string, unknown> = {};
    for (const question of questions) {
      if (!question.required) continue;
      if (question.kind === 'select') {
        const choice = question.options.choices!.at(-1)!;
        await page.getByLabel(question.label, { exact: true }).click();
        await page.getByRole('option', { name: choice, exact: true }).click();
        expected[question.id] = choice;
      } else if (question.kind === 'checkbox') {
        await page.getByRole('checkbox', { name: question.label, exact: true }).check();
        expected[question.id] = true;
      } else if (question.kind === 'number') {
        const value = question.options.min ?? 1;
        await page.getByLabel(question.label, { exact: true }).fill(String(value));
        expected[question.id] = value;
      } else if (question.kind === 'text' || question.kind === 'textarea') {
        await page.getByLabel(question.label, { exact: true }).fill('Answered in the e2e test');
        expected[question.id] = 'Answered in the e2e test';
      } else {
        throw new Error(`the quiz asks a required ${question.kind} question this test does not answer`);
      }
    }
    await page.screenshot({ path: `${shots}/crewInfo-form-filled.png`, fullPage: true });
    await page.getByRole('button', { name: t('forms.submit'), exact: true }).click();
    await page.getByText(t('forms.submitted')).waitFor();
    await page.waitForURL(`${baseUrl}/`);

    const after = await api<Form>(`/forms/perform/${form.id}`);
    expect(after.status).toBe('submitted');
    expect(after.result?.status).toBe('submitted');
    expect(after.result?.answers).toMatchObject(expected);

    // Opened again, the form says it was sent; its about tab names the status.
    await open(`/forms/${form.id}`, t('forms.title'));
    await page.getByText(t('forms.alreadySubmitted')).waitFor();
    await page.getByRole('tab', { name: t('forms.aboutTab') }).click();
    await section(page, t('forms.sectionForm')).getByText(t('forms.statuses.submitted'), { exact: true }).waitFor();
    await expectNoErrorState();
  });

  it('shows a questionnaire with its question file and downloads the form and the file', async () => {
    const forms = (await api<List<FormSummary>>(`/persons/${personId}/formsPerform`)).items;
    const withFile = (await Promise.all(forms.map((summary) => api<Form>(`/forms/perform/${summary.id}`))))
      .find((form) => form.sections.some((group) => group.questions.some((question) => question.fileUrl !== null)));
    expect(withFile, 'a form whose question comes with a file').toBeDefined();
    const question = withFile!.sections.flatMap((group) => group.questions).find((candidate) => candidate.fileUrl !== null)!;

    await open(`/forms/${withFile!.id}/${encodeURIComponent(withFile!.title)}/${question.id}`, t('forms.title'));
    await page.getByText(question.label, { exact: true }).first().waitFor();
    await page.screenshot({ path: `${shots}/crewInfo-form-questionnaire.png`, fullPage: true });
    await page.getByRole('tab', { name: t('forms.aboutTab') }).click();
    await section(page, t('forms.sectionForm')).getByText(withFile!.title, { exact: true }).waitFor();
    await expectNoErrorState();
    const files = section(page, t('forms.questionFiles'));
    await files.getByText(question.label, { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/crewInfo-form-about.png`, fullPage: true });

    const formDownload = page.waitForEvent('download');
    await section(page, t('forms.sectionForm')).getByRole('button', { name: t('forms.download') }).click();
    expect((await formDownload).suggestedFilename()).toMatch(/\.pdf$/);
    const fileDownload = page.waitForEvent('download');
    await files.getByTestId('item-card').filter({ hasText: question.label }).getByRole('button', { name: t('forms.downloadFile') }).click();
    expect((await fileDownload).suggestedFilename()).not.toBe('');
  });

  it('performs a questionnaire with a file and a signature (a multipart submit)', async () => {
    const forms = (await api<List<FormSummary>>(`/persons/${personId}/formsPerform`)).items.filter((form) => form.status === 'todo');
    const all = await Promise.all(forms.map((summary) => api<Form>(`/forms/perform/${summary.id}`)));
    const form = all.find((candidate) => {
      const kinds = candidate.sections.flatMap((group) => group.questions.map((question) => question.kind));
      return kinds.includes('file') && kinds.includes('signature');
    });
    expect(form, 'a questionnaire with a file and a signature question').toBeDefined();
    const questions = form!.sections.flatMap((group) => group.questions);

    await open(`/forms/${form!.id}`, t('forms.title'));
    const expected: Record<string, unknown> = {};
    for (const question of questions) {
      const input = page.getByLabel(question.label, { exact: true });
      if (question.kind === 'select') {
        const choice = question.options.choices![0]!;
        await input.click();
        await page.getByRole('option', { name: choice, exact: true }).click();
        expected[question.id] = choice;
      } else if (question.kind === 'checkbox') {
        await page.getByRole('checkbox', { name: question.label, exact: true }).check();
        expected[question.id] = true;
      } else if (question.kind === 'number') {
        const value = question.options.min ?? 1;
        await input.fill(String(value));
        expected[question.id] = value;
      } else if (question.kind === 'text' || question.kind === 'textarea') {
        await input.fill(`e2e ${question.id}`);
        expected[question.id] = `e2e ${question.id}`;
      } else if (question.kind === 'date') {
        await input.fill('2026-10-01');
        expected[question.id] = '2026-10-01';
      } else if (question.kind === 'file') {
        await page.locator('input[type="file"]').setInputFiles(await samplePdf());
        expected[question.id] = expect.objectContaining({ fileName: 'crewInfo-e2e-passport.pdf' });
      } else if (question.kind === 'signature') {
        const pad = page.locator('canvas').last();
        await pad.scrollIntoViewIfNeeded();
        const box = (await pad.boundingBox())!;
        await page.mouse.move(box.x + 30, box.y + 60);
        await page.mouse.down();
        for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 30 + step * 20, box.y + 60 + (step % 2) * 30);
        await page.mouse.up();
        expected[question.id] = expect.objectContaining({ uploadId: expect.any(Number) });
      }
    }
    await page.screenshot({ path: `${shots}/crewInfo-form-questionnaire-filled.png`, fullPage: true });
    await page.getByRole('button', { name: t('forms.submit'), exact: true }).click();
    await page.getByText(t('forms.submitted')).waitFor();
    await page.waitForURL(`${baseUrl}/`);

    const after = await api<Form>(`/forms/perform/${form!.id}`);
    expect(after.status).toBe('submitted');
    expect(after.result?.answers).toMatchObject(expected);
  });

  it('opens documents: one with its file, one with signatories, and uploads a document to upload', async () => {
    const documents = [
      ...(await api<List<Doc>>(`/persons/${personId}/documents`)).items,
      ...(await api<List<Doc>>(`/persons/${personId}/documentsTraining`)).items,
    ];
    const withFile = documents.find((doc) => doc.file !== null && doc.file.fileName.endsWith('.pdf'))!;
    const toSign = documents.find((doc) => doc.signatories.length > 0)!;
    const toUpload = documents.find((doc) => doc.state === 'toUpload')!;
    expect(withFile && toSign && toUpload, 'demo documents of each kind').toBeTruthy();

    await open(`/documents/${withFile.id}`, t('documents.title'));
    await section(page, t('documents.sectionDocument')).getByText(withFile.caption, { exact: true }).waitFor();
    await section(page, t('documents.sectionFile')).locator('canvas, img').first().waitFor();
    await expectNoErrorState();
    await page.screenshot({ path: `${shots}/crewInfo-document-file.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await section(page, t('documents.sectionFile')).getByRole('button', { name: t('files.download') }).click();
    expect((await download).suggestedFilename()).toBe(withFile.file!.fileName);

    await open(`/documents/${toSign.id}`, t('documents.title'));
    // The signing part (src/features/signing) lists every signatory with its status.
    const signing = page.getByTestId('document-signing');
    for (const signatory of toSign.signatories) {
      await signing.getByTestId('signatory').filter({ hasText: signatory.name }).waitFor();
    }
    await expectNoErrorState();
    await page.screenshot({ path: `${shots}/crewInfo-document-signatories.png`, fullPage: true });

    await open(`/documents/${toUpload.id}`, t('documents.title'));
    await page.getByText(t('documents.uploadMessage')).waitFor();
    await page.screenshot({ path: `${shots}/crewInfo-document-to-upload.png`, fullPage: true });
    await page.getByRole('button', { name: t('documents.upload'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(await samplePdf());
    await page.waitForTimeout(400); // let the dialog finish opening before the picture
    await page.screenshot({ path: `${shots}/crewInfo-document-upload-dialog.png` });
    await dialog.getByRole('button', { name: t('documents.uploadSubmit'), exact: true }).click();
    await page.getByText(t('documents.uploaded'), { exact: true }).waitFor();
    await page.getByText(t('documents.verifyingMessage')).waitFor();
    const after = await api<Doc>(`/documents/${toUpload.id}`);
    expect(after.state).toBe('verifying');
    expect(after.file?.status).toBe('pending');
    expect(after.file?.fileName).toBe('crewInfo-e2e-passport.pdf');
    await section(page, t('documents.sectionUpload')).getByText(t('documents.fileStatus.pending'), { exact: true }).waitFor();
    await section(page, t('documents.sectionFile')).locator('canvas, img').first().waitFor();
    await expectNoErrorState();
    await page.screenshot({ path: `${shots}/crewInfo-document-uploaded.png`, fullPage: true });
  });

  it('lists the mobile documents by kind', async () => {
    const documents = (await api<List<MobileDocument>>('/mobileDocuments')).items;
    await open('/mobileDocuments', t('mobileDocuments.title'));
    const tabs: [string, string][] = [
      ['mobileDocuments.companyDocuments', 'companyDocument'], ['mobileDocuments.rateAgreements', 'rateAgreement'], ['mobileDocuments.rateCard', 'rateCard'],
    ];
    for (const [label, kind] of tabs) {
      const expected = documents.filter((doc) => doc.kind === kind);
      expect(expected.length, kind).toBeGreaterThan(0);
      await page.getByRole('tab', { name: t(label) }).click();
      for (const doc of expected) await page.getByTestId('item-card').filter({ hasText: doc.title }).waitFor();
      await expect.poll(() => page.getByTestId('item-card').count(), { message: kind }).toBe(expected.length);
      await expectNoErrorState();
      await page.screenshot({ path: `${shots}/crewInfo-mobile-documents-${kind}.png`, fullPage: true });
    }
    // Sam lacks rateCards.READ: no rate card list, and so no forbidden call.
    expect(await section(page, t('mobileDocuments.rateCards')).count()).toBe(0);
  });

  it('applies for a vacancy and withdraws the application', async () => {
    const vacancies = (await api<List<CrewItem>>('/projectCrewItems/vacant')).items;
    const label = (item: CrewItem) => `${item.function} · ${item.project.name}`;
    // A vacancy whose card is the only one of its kind, so the click hits exactly it.
    const vacancy = vacancies.find((item) => vacancies.filter((other) => label(other) === label(item)).length === 1);
    expect(vacancy, 'a vacancy with a card of its own').toBeDefined();

    await open('/projects-vacancy', t('vacancies.title'));
    const open_ = section(page, t('vacancies.open'));
    await expect.poll(() => open_.getByTestId('item-card').count()).toBe(vacancies.length);
    await page.screenshot({ path: `${shots}/crewInfo-vacancies.png`, fullPage: true });
    await open_.getByTestId('item-card').filter({ hasText: label(vacancy!) }).getByRole('button', { name: t('vacancies.apply') }).click();
    await page.getByRole('dialog').filter({ hasText: t('vacancies.applyQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('vacancies.applied')).waitFor();

    const appliedFor = (await api<List<Job>>('/jobs?period=appliedFor')).items;
    expect(appliedFor.map((job) => job.id)).toContain(vacancy!.id);
    expect((await api<List<CrewItem>>('/projectCrewItems/vacant')).items.map((item) => item.id)).not.toContain(vacancy!.id);

    const applications = section(page, t('vacancies.applications'));
    const card = applications.getByTestId('item-card').filter({ hasText: label(vacancy!) });
    await card.waitFor();
    await expect.poll(() => open_.getByTestId('item-card').count()).toBe(vacancies.length - 1);
    await expectNoErrorState();
    await page.screenshot({ path: `${shots}/crewInfo-vacancies-applied.png`, fullPage: true });
    await card.getByRole('button', { name: t('vacancies.unapply') }).click();
    await page.getByRole('dialog').filter({ hasText: t('vacancies.unapplyQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('vacancies.unapplied')).waitFor();

    expect((await api<List<Job>>('/jobs?period=appliedFor')).items.map((job) => job.id)).not.toContain(vacancy!.id);
    const vacantAgain = (await api<List<CrewItem>>('/projectCrewItems/vacant')).items;
    expect(vacantAgain.find((item) => item.id === vacancy!.id)?.person ?? null).toBeNull();
    expect(vacantAgain.map((item) => item.id)).toContain(vacancy!.id);
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => open_.getByTestId('item-card').count()).toBe(vacancies.length);
    await expectNoErrorState();
  });

  it('saw no console error, page error or CSP violation', () => {
    expect(problems).toEqual([]);
  });
});
