import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, openScreen, section, textIn, token, watchedPhonePage, signIn } from './demo';
import { openBrowser, runFile, selectTab, settle, keepScreenshot } from './browser';
import { addDays, dayOf } from './suiteClock';

/*
 * Sam (crew@demo.test) reads his crew info, trainings, documents and vacancies and performs a questionnaire; Dana
 * (chief@demo.test) performs the training quiz, so that Sam's quiz stays to do for his trainings list (and home).
 * Forms and documents cannot be made through the api: each test that changes one picks it by a rule written there
 * and checks its state first; no other file sends these forms or uploads to these documents.
 */

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

/** A small real PDF to upload, in this run's own folder. */
async function samplePdf(name: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText('Passport scan (e2e)', { x: 20, y: 100, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const path = runFile(name);
  writeFileSync(path, await pdf.save());
  return path;
}

/** The first of a list that must not be empty (`what` says why it is needed). */
function firstOf<T>(list: T[], what: string): T {
  expect(list.length, what).toBeGreaterThan(0);
  return list[0]!;
}

const hasPdf = (doc: Doc) => doc.file !== null && doc.file.fileName.endsWith('.pdf');
const isCompleted = (doc: Doc) => ['approved', 'signed'].includes(doc.state);
const kindsOf = (form: Form) => form.sections.flatMap((group) => group.questions.map((question) => question.kind));

/** Answers one question on the form's page and gives the answer the server should keep for it. */
type Answerer = (page: Page, question: Question) => Promise<unknown>;

/** How this suite answers each kind of question. */
const answerers: Record<string, Answerer> = {
  select: async (page, question) => {
    const choice = question.options.choices![0]!;
    await page.getByLabel(question.label, { exact: true }).click();
    await page.getByRole('option', { name: choice, exact: true }).click();
    return choice;
  },
  checkbox: async (page, question) => {
    await page.getByRole('checkbox', { name: question.label, exact: true }).check();
    return true;
  },
  number: async (page, question) => {
    const value = question.options.min ?? 1;
    await page.getByLabel(question.label, { exact: true }).fill(String(value));
    return value;
  },
  text: async (page, question) => {
    await page.getByLabel(question.label, { exact: true }).fill(`e2e ${question.id}`);
    return `e2e ${question.id}`;
  },
  textarea: async (page, question) => {
    await page.getByLabel(question.label, { exact: true }).fill(`e2e ${question.id}`);
    return `e2e ${question.id}`;
  },
  date: async (page, question) => {
    // A day the suite's clock decides: a month before its today.
    const day = addDays(dayOf(inject('clock')), -30);
    await page.getByLabel(question.label, { exact: true }).fill(day);
    return day;
  },
  file: async (page) => {
    const path = await samplePdf('crewInfo-certificate.pdf');
    await page.locator('input[type="file"]').setInputFiles(path);
    return { fileName: basename(path) };
  },
  signature: async (page) => {
    const pad = page.locator('canvas').last();
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad is not drawn');
    await page.mouse.move(box.x + 30, box.y + 60);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 30 + step * 20, box.y + 60 + (step % 2) * 30);
    await page.mouse.up();
    return { uploadId: expect.any(Number) };
  },
};

/** Fills in the questions on a form's page, in order; gives the answers the server should keep, by question id. */
async function fillForm(page: Page, questions: Question[]): Promise<Record<string, unknown>> {
  const expected: Record<string, unknown> = {};
  for (const question of questions) {
    const answer = answerers[question.kind];
    if (!answer) throw new Error(`this suite does not answer a ${question.kind} question ("${question.label}")`);
    expected[question.id] = await answer(page, question);
  }
  return expected;
}

/** The cards on the page are exactly these (each found by its title). */
async function expectCards(page: Page, titles: string[], what: string) {
  const cards = page.getByTestId('item-card');
  for (const title of titles) await cards.filter({ hasText: title }).first().waitFor();
  await expect.poll(() => cards.count(), { message: what }).toBe(titles.length);
}

describe('a crew member reads their crew info, trainings, documents and vacancies and performs a form on a phone', () => {
  const baseUrl = inject('baseUrl');
  const t = textIn('en');
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let bearer: string;
  let personId: number;

  /** The screen settled without an error state, and the page logged no error so far. */
  async function expectClean() {
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
  }

  beforeAll(async () => {
    bearer = await token('crew@demo.test');
    personId = claimsOf(bearer).loginData.person.id;
    expect(claimsOf(bearer).loginData.language, 'Sam reads the app in English').toBe('en');
    browser = await openBrowser();
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

  it('offers the screens in the side menu', async () => {
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const key of ['trainings.title', 'mobileDocuments.title', 'crewInfo.title', 'vacancies.title']) {
      await menu.getByRole('link', { name: t(key), exact: true }).waitFor();
    }
    await keepScreenshot(page, 'crewInfo-menu.png');
    await menu.getByRole('link', { name: t('crewInfo.title'), exact: true }).click();
    await page.waitForURL(`${baseUrl}/crew-info`);
    await expectClean();
  });

  it('shows the crew info: functions, skills, tags and ratings', async () => {
    const info = await api<CrewInfo>(bearer, '/crewInfo');
    const fn = firstOf(info.functions, 'Sam\'s functions');
    const skill = firstOf(info.skills, 'Sam\'s skills');
    const tag = firstOf(info.tags, 'Sam\'s tags');
    await openScreen(page, '/crew-info', t('crewInfo.title'));
    await section(page, t('crewInfo.functions')).getByText(fn.function, { exact: true }).waitFor();
    await section(page, t('crewInfo.skills')).getByText(skill.skill, { exact: true }).waitFor();
    await section(page, t('crewInfo.tags')).getByText(tag.tag, { exact: true }).waitFor();
    await section(page, t('crewInfo.ratings')).getByText(String(info.ratings.count), { exact: true }).waitFor();
    await expectClean();
    await keepScreenshot(page, 'crewInfo-crew-info.png', { fullPage: true });
  });

  it('lists the trainings: completed, documents and forms', async () => {
    const documents = (await api<List<Doc>>(bearer, `/persons/${personId}/documentsTraining`)).items;
    const forms = (await api<List<FormSummary>>(bearer, `/persons/${personId}/formsTrainingPerform`)).items;
    const completed = [
      ...documents.filter(isCompleted).map((doc) => doc.caption),
      ...forms.filter((form) => form.status === 'submitted').map((form) => form.title),
    ];
    const openDocuments = documents.filter((doc) => !isCompleted(doc)).map((doc) => doc.caption);
    // Sam's quiz: no file sends it (Dana's is the one sent), so it is still to do.
    const todo = forms.filter((form) => ['todo', 'draft'].includes(form.status));
    // The demo fills every tab for Sam; an empty one would prove little.
    expect(completed.length, 'completed trainings').toBeGreaterThan(0);
    expect(openDocuments.length, 'training documents to read').toBeGreaterThan(0);
    const quiz = firstOf(todo, 'a training form to do');

    await openScreen(page, '/trainings', t('trainings.title'));
    await selectTab(page, t('trainings.completed'));
    await expectCards(page, completed, 'completed');
    await keepScreenshot(page, 'crewInfo-trainings-completed.png', { fullPage: true });
    await selectTab(page, t('trainings.documents'));
    await expectCards(page, openDocuments, 'documents');
    await expectClean();
    await keepScreenshot(page, 'crewInfo-trainings-documents.png', { fullPage: true });
    await selectTab(page, t('trainings.forms'));
    await expectCards(page, todo.map((form) => form.title), 'forms');
    await expectClean();
    await keepScreenshot(page, 'crewInfo-trainings-forms.png', { fullPage: true });
    // The quiz opens as a form to perform.
    await page.getByTestId('item-card').filter({ hasText: quiz.title }).getByRole('link').click();
    await page.waitForURL(new RegExp(`/forms/${quiz.id}$`));
    await page.getByRole('heading', { name: t('forms.title'), exact: true, level: 1 }).waitFor();
    await expectClean();
  });

  it('performs a training quiz: answers every required question (selects and a checkbox) and sends it', async () => {
    // Dana's quiz: only this test sends it.
    const dana = await token('chief@demo.test');
    const danaId = claimsOf(dana).loginData.person.id;
    const td = textIn(claimsOf(dana).loginData.language);
    const summary = firstOf((await api<List<FormSummary>>(dana, `/persons/${danaId}/formsTrainingPerform`)).items
      .filter((form) => form.status === 'todo'), 'a training quiz Dana has to do');
    const form = await api<Form>(dana, `/forms/perform/${summary.id}`);
    const required = form.sections.flatMap((group) => group.questions).filter((question) => question.required);
    expect(required.map((question) => question.kind)).toEqual(expect.arrayContaining(['select', 'checkbox']));

    const { page: danaPage, problems: danaProblems } = await watchedPhonePage(browser);
    await signIn(danaPage, 'chief@demo.test');
    await openScreen(danaPage, `/forms/${form.id}/${encodeURIComponent(form.title)}`, td('forms.title'));
    await danaPage.getByRole('heading', { name: form.sections[0]!.title }).waitFor();
    const expected = await fillForm(danaPage, required);
    await keepScreenshot(danaPage, 'crewInfo-form-filled.png', { fullPage: true });
    await danaPage.getByRole('button', { name: td('forms.submit'), exact: true }).click();
    await danaPage.getByText(td('forms.submitted')).waitFor();
    await danaPage.waitForURL(`${baseUrl}/`);

    const after = await api<Form>(dana, `/forms/perform/${form.id}`);
    expect(after.status).toBe('submitted');
    expect(after.result?.status).toBe('submitted');
    expect(after.result?.answers).toMatchObject(expected);

    // Opened again, the form says it was sent; its about tab names the status.
    await openScreen(danaPage, `/forms/${form.id}`, td('forms.title'));
    await danaPage.getByText(td('forms.alreadySubmitted')).waitFor();
    await selectTab(danaPage, td('forms.aboutTab'));
    await section(danaPage, td('forms.sectionForm')).getByText(td('forms.statuses.submitted'), { exact: true }).waitFor();
    await expectNoErrorState(danaPage);
    expect(danaProblems).toEqual([]);
    await danaPage.context().close();
  });

  it('shows a questionnaire with its question file and downloads the form and the file', async () => {
    const forms = (await api<List<FormSummary>>(bearer, `/persons/${personId}/formsPerform`)).items;
    const all = await Promise.all(forms.map((summary) => api<Form>(bearer, `/forms/perform/${summary.id}`)));
    const withFile = firstOf(all.filter((form) => form.sections.some((group) => group.questions.some((question) => question.fileUrl !== null))),
      'a form whose question comes with a file');
    const question = withFile.sections.flatMap((group) => group.questions).find((candidate) => candidate.fileUrl !== null)!;

    await openScreen(page, `/forms/${withFile.id}/${encodeURIComponent(withFile.title)}/${question.id}`, t('forms.title'));
    await page.getByText(question.label, { exact: true }).first().waitFor();
    await keepScreenshot(page, 'crewInfo-form-questionnaire.png', { fullPage: true });
    await selectTab(page, t('forms.aboutTab'));
    await section(page, t('forms.sectionForm')).getByText(withFile.title, { exact: true }).waitFor();
    const files = section(page, t('forms.questionFiles'));
    await files.getByText(question.label, { exact: true }).waitFor();
    await expectClean();
    await keepScreenshot(page, 'crewInfo-form-about.png', { fullPage: true });

    const formDownload = page.waitForEvent('download');
    await section(page, t('forms.sectionForm')).getByRole('button', { name: t('forms.download') }).click();
    expect((await formDownload).suggestedFilename()).toMatch(/\.pdf$/);
    const fileDownload = page.waitForEvent('download');
    await files.getByTestId('item-card').filter({ hasText: question.label }).getByRole('button', { name: t('forms.downloadFile') }).click();
    expect((await fileDownload).suggestedFilename()).not.toBe('');
  });

  it('performs a questionnaire with a file and a signature (a multipart submit)', async () => {
    // Sam's questionnaire that asks for a file and a signature: only this test sends it.
    const forms = (await api<List<FormSummary>>(bearer, `/persons/${personId}/formsPerform`)).items.filter((form) => form.status === 'todo');
    const all = await Promise.all(forms.map((summary) => api<Form>(bearer, `/forms/perform/${summary.id}`)));
    const form = firstOf(all.filter((candidate) => candidate.title.startsWith('Pre-job questionnaire')
      && kindsOf(candidate).includes('file') && kindsOf(candidate).includes('signature')), 'the pre-job questionnaire, with a file and a signature question');

    await openScreen(page, `/forms/${form.id}`, t('forms.title'));
    const expected = await fillForm(page, form.sections.flatMap((group) => group.questions));
    await keepScreenshot(page, 'crewInfo-form-questionnaire-filled.png', { fullPage: true });
    await page.getByRole('button', { name: t('forms.submit'), exact: true }).click();
    await page.getByText(t('forms.submitted')).waitFor();
    await page.waitForURL(`${baseUrl}/`);

    const after = await api<Form>(bearer, `/forms/perform/${form.id}`);
    expect(after.status).toBe('submitted');
    expect(after.result?.answers).toMatchObject(expected);
    await expectClean();
  });

  it('opens documents: one with its file, one with signatories, and uploads a document to upload', async () => {
    const documents = [
      ...(await api<List<Doc>>(bearer, `/persons/${personId}/documents`)).items,
      ...(await api<List<Doc>>(bearer, `/persons/${personId}/documentsTraining`)).items,
    ];
    const withFile = firstOf(documents.filter(hasPdf), 'a document with a PDF');
    const toSign = firstOf(documents.filter((doc) => doc.signatories.length > 0), 'a document with signatories');
    // The rule: of Sam's documents to upload, this test takes the one with the highest id; only this file uploads to
    // them, and the others stay to upload for home.
    const toUpload = documents.filter((doc) => doc.state === 'toUpload').sort((a, b) => a.id - b.id).at(-1);
    expect(toUpload, 'a document to upload').toBeDefined();

    await openScreen(page, `/documents/${withFile.id}`, t('documents.title'));
    await section(page, t('documents.sectionDocument')).getByText(withFile.caption, { exact: true }).waitFor();
    await section(page, t('documents.sectionFile')).locator('canvas, img').first().waitFor();
    await expectClean();
    await keepScreenshot(page, 'crewInfo-document-file.png', { fullPage: true });
    const download = page.waitForEvent('download');
    await section(page, t('documents.sectionFile')).getByRole('button', { name: t('files.download') }).click();
    expect((await download).suggestedFilename()).toBe(withFile.file!.fileName);

    await openScreen(page, `/documents/${toSign.id}`, t('documents.title'));
    // The signing part (src/features/signing) lists every signatory with its status.
    const signing = page.getByTestId('document-signing');
    for (const signatory of toSign.signatories) {
      await signing.getByTestId('signatory').filter({ hasText: signatory.name }).waitFor();
    }
    await expectClean();
    await keepScreenshot(page, 'crewInfo-document-signatories.png', { fullPage: true });

    await openScreen(page, `/documents/${toUpload!.id}`, t('documents.title'));
    await page.getByText(t('documents.uploadMessage')).waitFor();
    await keepScreenshot(page, 'crewInfo-document-to-upload.png', { fullPage: true });
    await page.getByRole('button', { name: t('documents.upload'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: t('documents.uploadSubmit'), exact: true });
    await submit.waitFor();
    const file = await samplePdf('crewInfo-passport.pdf');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => dialog.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    await keepScreenshot(page, 'crewInfo-document-upload-dialog.png');
    await submit.click();
    await page.getByText(t('documents.uploaded'), { exact: true }).waitFor();
    await page.getByText(t('documents.verifyingMessage')).waitFor();
    const after = await api<Doc>(bearer, `/documents/${toUpload!.id}`);
    expect(after.state).toBe('verifying');
    expect(after.file?.status).toBe('pending');
    expect(after.file?.fileName).toBe(basename(file));
    await section(page, t('documents.sectionUpload')).getByText(t('documents.fileStatus.pending'), { exact: true }).waitFor();
    await section(page, t('documents.sectionFile')).locator('canvas, img').first().waitFor();
    await expectClean();
    await keepScreenshot(page, 'crewInfo-document-uploaded.png', { fullPage: true });
  });

  it('lists the company documents, and no rate agreement or rate card without rateCards.READ', async () => {
    const documents = (await api<List<MobileDocument>>(bearer, '/mobileDocuments')).items;
    expect(documents.length).toBeGreaterThan(0);
    // Sam lacks rateCards.READ: what the company charges its clients is not his to read.
    expect(documents.map((doc) => doc.kind)).toEqual(documents.map(() => 'companyDocument'));
    await openScreen(page, '/mobileDocuments', t('mobileDocuments.title'));
    await selectTab(page, t('mobileDocuments.companyDocuments'));
    await expectCards(page, documents.map((doc) => doc.title), 'companyDocument');
    await expectClean();
    await keepScreenshot(page, 'crewInfo-mobile-documents-companyDocument.png', { fullPage: true });
    for (const hidden of ['mobileDocuments.rateAgreements', 'mobileDocuments.rateCard']) {
      expect(await page.getByRole('tab', { name: t(hidden) }).count(), hidden).toBe(0);
    }
  });

  it('applies for a vacancy and withdraws the application', async () => {
    const vacancies = (await api<List<CrewItem>>(bearer, '/projectCrewItems/vacant')).items;
    const label = (item: CrewItem) => `${item.function} · ${item.project.name}`;
    // A vacancy whose card is the only one of its kind, so the click hits exactly it. Applying and withdrawing
    // leaves it as it was; no other file applies for vacancies.
    const vacancy = firstOf(vacancies.filter((item) => vacancies.filter((other) => label(other) === label(item)).length === 1),
      'a vacancy with a card of its own');

    await openScreen(page, '/projects-vacancy', t('vacancies.title'));
    const vacant = section(page, t('vacancies.open'));
    await expect.poll(() => vacant.getByTestId('item-card').count()).toBe(vacancies.length);
    await keepScreenshot(page, 'crewInfo-vacancies.png', { fullPage: true });
    await vacant.getByTestId('item-card').filter({ hasText: label(vacancy) }).getByRole('button', { name: t('vacancies.apply') }).click();
    await page.getByRole('dialog').filter({ hasText: t('vacancies.applyQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('vacancies.applied')).waitFor();

    const appliedFor = (await api<List<Job>>(bearer, '/jobs?period=appliedFor')).items;
    expect(appliedFor.map((job) => job.id)).toContain(vacancy.id);
    expect((await api<List<CrewItem>>(bearer, '/projectCrewItems/vacant')).items.map((item) => item.id)).not.toContain(vacancy.id);

    const applications = section(page, t('vacancies.applications'));
    const card = applications.getByTestId('item-card').filter({ hasText: label(vacancy) });
    await card.waitFor();
    await expect.poll(() => vacant.getByTestId('item-card').count()).toBe(vacancies.length - 1);
    await expectClean();
    await keepScreenshot(page, 'crewInfo-vacancies-applied.png', { fullPage: true });
    await card.getByRole('button', { name: t('vacancies.unapply') }).click();
    await page.getByRole('dialog').filter({ hasText: t('vacancies.unapplyQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('vacancies.unapplied')).waitFor();

    expect((await api<List<Job>>(bearer, '/jobs?period=appliedFor')).items.map((job) => job.id)).not.toContain(vacancy.id);
    const vacantAgain = (await api<List<CrewItem>>(bearer, '/projectCrewItems/vacant')).items;
    expect(vacantAgain.filter((item) => item.id === vacancy.id).map((item) => item.person), 'vacant again, without a person').toEqual([null]);
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => vacant.getByTestId('item-card').count()).toBe(vacancies.length);
    await expectClean();
  });
});

describe('a planner looks at the vacancies on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the open positions without "Apply" (only crew apply) and without the crew\'s applications', async () => {
    const planner = await token('planner@demo.test');
    const t = textIn(claimsOf(planner).loginData.language);
    const vacancies = (await api<List<CrewItem>>(planner, '/projectCrewItems/vacant')).items;
    expect(vacancies.length, 'vacancies the planner sees').toBeGreaterThan(0);
    const { page, problems } = await watchedPhonePage(browser);
    await signIn(page, 'planner@demo.test');
    await openScreen(page, '/projects-vacancy', t('vacancies.title'));
    const vacant = section(page, t('vacancies.open'));
    await expect.poll(() => vacant.getByTestId('item-card').count()).toBe(vacancies.length);
    expect(await page.getByRole('button', { name: t('vacancies.apply') }).count()).toBe(0);
    expect(await section(page, t('vacancies.applications')).count()).toBe(0);
    await keepScreenshot(page, 'vacancies-planner.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
