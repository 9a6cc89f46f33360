import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { api, expectNoErrorState, loggedInPhone, claimsOf as readClaims, section, textIn, token, watchedPhonePage } from './demo';
import { openBrowser, openPhonePage, runFile, selectTab, keepScreenshot } from './browser';
import { addDays, dayOf } from './suiteClock';
import { dotted, post, uniqueSuffix } from './apiWrites';

/**
 * A project login, a planner and an accountant on a phone. Each test has a page and a login of its own. What the
 * tests change they make first through the api, named uniquely: a project to upload to, a membership crew to add to
 * and remove from, a receipt and an invoice to work on. The demo's project P-1001 is only read (and written to: a new
 * to-do to its project manager, which changes nothing that is there); ratings go to Mark Peters, whom no other file
 * rates or reads the ratings of, made a member of a crew of the planner's own first.
 */


interface List<T> { items: T[]; total: number }
interface Project {
  number: string; name: string; company: string; rating: number | null; myRating: { average: number | null; count: number };
  projectManager: { personId: number | null; name: string } | null; period: string; closed: boolean;
}
interface ProjectCrew { id: number; name: string }
interface CrewItem { id: number; function: string; person: { personId: number | null; name: string } | null }
interface ProjectInvoice { id: number; number: string; status: string }
interface ProjectDocument { id: number; caption: string }
interface Activity {
  id: number; caption: string; type: string; body: string; category: string | null;
  parameters: { dueDate?: string; priority?: number; recipient?: number | null }; subject: { type: string; id: number };
}
interface PlannerCrew { id: number; name: string }
interface Member { membershipId: number; personId: number; firstName: string; lastName: string; function: string | null }
interface Person { id: number; name: string; contactNumber: string | null }
interface Rating { id: number; score: number; comment: string | null; ratingType: { id: number; name: string } }
interface CrewFunction { id: number; function: string }
interface Company { id: number; name: string; own: boolean }
interface Receipt { id: number; number: string; status: string; supplier: string; itemCount: number }
interface ReceiptItem { id: number; description: string }
interface Invoice { id: number; number: string; company: { name: string } }
interface InvoiceItem { id: number; description: string }

const baseUrl = () => inject('baseUrl');
const today = () => dayOf(inject('clock'));
const claimsOf = (bearer: string) =>
  readClaims<{ type: string; loginData: { language: string; projectNumber?: string; person?: { id: number } } }>(bearer);

/** The demo's project login and the project it logs in to (read only here). */
const projectLogin = 'P-1001';
/** Mark Peters (pm@demo.test): the person this file rates. */
const ratedLogin = 'pm@demo.test';

/** Uploads a file to a project's documents as the token's holder (multipart, as the app sends it). */
async function uploadDocument(bearer: string, number: string, caption: string, path: string): Promise<void> {
  const form = new FormData();
  form.append('caption', caption);
  form.append('file', new Blob([readFileSync(path)], { type: 'application/pdf' }), basename(path));
  const response = await fetch(`${baseUrl()}/api/v1/projects/${number}/documents`, {
    method: 'POST', headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE' }, body: form,
  });
  expect(response.status, `uploading ${caption}: ${await response.text()}`).toBe(201);
}

/** A one-page PDF in this run's own folder. */
async function samplePdf(name: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText('Stage plan (e2e)', { x: 20, y: 100, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const path = runFile(name);
  writeFileSync(path, await pdf.save());
  return path;
}

/** The number of the project the demo's project login logs in to. */
async function projectNumber(): Promise<string> {
  const number = claimsOf(await token(projectLogin)).loginData.projectNumber;
  expect(number, `${projectLogin} logs in to a project`).toMatch(/^\d+$/);
  return number!;
}

/** A membership crew of the planner's own, made through the api, with one member (also through the api). */
async function crewOfOwn(bearer: string, memberLogin: string): Promise<{ crew: PlannerCrew; member: Member }> {
  const crew = await post<PlannerCrew>(bearer, '/pCrews', { name: `E2E project crew ${uniqueSuffix()}`, description: 'Made by the project e2e test.' });
  const memberId = claimsOf(await token(memberLogin)).loginData.person!.id;
  await post(bearer, '/plannerCrewMemberships', { plannerCrewId: crew.id, personId: memberId, function: 'Stagehand' });
  const members = (await api<List<Member>>(bearer, `/plannerCrews/${crew.id}/crewMembers`)).items;
  expect(members.map((member) => member.personId), 'the new crew\'s one member').toEqual([memberId]);
  return { crew, member: members[0]! };
}

describe('a project login, a planner and an accountant work through projects, crews, profiles, receipts and invoices on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('logs the project login in from its link onto its own project, without a back button, and opens a crew and the contact page', async () => {
    const bearer = await token(projectLogin);
    const claims = claimsOf(bearer);
    expect(claims.type).toBe('project');
    const number = await projectNumber();
    const t = textIn(claims.loginData.language);
    const project = await api<Project>(bearer, `/projects/${number}`);
    const crews = (await api<List<ProjectCrew>>(bearer, `/projects/${number}/projectCrews`)).items;
    expect(crews.length, 'the project has a crew').toBeGreaterThan(0);
    const items = (await api<List<CrewItem>>(bearer, `/projects/${number}/projectCrewItems`)).items;
    expect(items.length, 'the project has crew items').toBeGreaterThan(0);

    const { page, problems } = await watchedPhonePage(browser);
    await page.goto(`/projects/${number}?login=${projectLogin}&password=demo1234`);
    await page.waitForURL(`${baseUrl()}/projects/${number}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    const fields = section(page, t('project.sectionProject'));
    await fields.getByText(project.name).waitFor();
    await fields.getByText(project.company).waitFor();
    await expectNoErrorState(page);
    expect(await page.getByRole('button', { name: t('common.back') }).count()).toBe(0);
    // A project login gets no link to the documents page (not among its pages) but may contact the project manager.
    expect(await page.getByRole('button', { name: t('project.documents') }).count()).toBe(0);
    await page.getByRole('button', { name: t('project.contactProjectManager') }).waitFor();
    await keepScreenshot(page, 'project-login-project.png', { fullPage: true });

    // The crews tab: shift tiles and the crews; a crew opens its page.
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrews') }));
    await section(page, t('project.shiftTiles')).waitFor();
    const crewList = section(page, t('project.crews'));
    await crewList.getByText(crews[0]!.name).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-login-crews.png', { fullPage: true });
    // Crew items: all of them listed, and no crew-profile buttons for a project login (planners' and clients' page).
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrewItems') }));
    await expect.poll(() => section(page, t('project.crewItems')).getByTestId('item-card').count()).toBe(items.length);
    await expectNoErrorState(page);
    expect(await page.getByRole('button', { name: t('project.crewProfile') }).count()).toBe(0);
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrews') }));
    await section(page, t('project.crews')).getByText(crews[0]!.name).click();
    await page.waitForURL(`${baseUrl()}/crews/${crews[0]!.id}`);
    await page.getByText(crews[0]!.name).first().waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-login-crew.png', { fullPage: true });

    // The project login messages its project manager about its own project.
    await page.goto(`/projects/${number}/contact-project-manager`);
    await page.getByRole('heading', { name: t('projectContact.title'), level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel(t('projectContact.caption')).inputValue()).toContain(project.name);
    const body = `Where do we park at ${uniqueSuffix()}?`;
    await page.getByLabel(t('projectContact.body')).fill(body);
    await page.getByRole('button', { name: t('projectContact.send') }).click();
    await page.waitForURL(`${baseUrl()}/projects/${number}`);
    const sent = (await api<List<{ body: string; type: string }>>(bearer, '/activities?type=TODO_INT')).items.filter((activity) => activity.body === body);
    expect(sent, 'the to-do the page sent').toHaveLength(1);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-login-contact.png', { fullPage: true });

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a planner the project of login P-1001 with its rating, crew items with profile buttons, invoices without an open button, and its documents', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const number = await projectNumber();
    const project = await api<Project>(bearer, `/projects/${number}`);
    // The demo rates this project (seed: 4 stars); no call changes a project's rating.
    expect(project.rating, 'the demo project is rated').toBeGreaterThan(0);
    const items = (await api<List<CrewItem>>(bearer, `/projects/${number}/projectCrewItems`)).items;
    const staffed = items.filter((item) => item.person?.personId);
    expect(staffed.length, 'crew items with a person').toBeGreaterThan(0);
    const invoices = (await api<List<ProjectInvoice>>(bearer, `/projects/${number}/invoices`)).items;
    expect(invoices.length, 'the project has invoices').toBeGreaterThan(0);
    const documents = (await api<List<ProjectDocument>>(bearer, `/projects/${number}/documents`)).items;
    expect(documents.length, 'the project has documents').toBeGreaterThan(0);

    await page.goto(`/projects/${number}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    await section(page, t('project.sectionProject')).getByText(project.name).waitFor();
    await section(page, t('project.sectionProject')).getByText(t(`project.stars.${project.rating}`)).waitFor();
    // My rating: the average of the planner's own ratings on its crew items, or a note that there are none.
    const myAverage = project.myRating.average;
    const myRating = myAverage === null ? t('project.notRated')
      : t('rating.starsOf', { score: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(myAverage), max: 5 });
    await section(page, t('project.myRating')).getByText(myRating).waitFor();
    await section(page, t('project.calculatedValues')).waitFor();
    await page.getByRole('button', { name: t('common.back') }).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-planner.png', { fullPage: true });

    // Crew items: each staffed one's crew profile is one tap away for a planner.
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrewItems') }));
    await expect.poll(() => section(page, t('project.crewItems')).getByTestId('item-card').count()).toBe(items.length);
    await expect.poll(() => page.getByRole('button', { name: t('project.crewProfile') }).count()).toBe(staffed.length);
    await keepScreenshot(page, 'project-crew-items.png', { fullPage: true });
    // The tab row is wider than the phone: its hidden end fades (no word cut at the edge), and a tab picked there
    // scrolls fully into view.
    const tabRow = page.getByRole('tablist').first();
    const maskOf = () => tabRow.evaluate((row) => getComputedStyle(row).maskImage || getComputedStyle(row).webkitMaskImage);
    await expect.poll(async () => {
      await selectTab(page, page.getByRole('tab', { name: t('project.tabProject') }));
      return maskOf();
    }).toMatch(/^linear-gradient.*rgba\(0, 0, 0, 0\)\)$/);
    // Invoices: listed; a planner has no invoices right, so no button to open one.
    await selectTab(page, page.getByRole('tab', { name: t('project.tabInvoices') }));
    const invoicesTab = page.getByRole('tab', { name: t('project.tabInvoices') });
    await expect.poll(() => invoicesTab.evaluate((tab) => {
      const row = tab.closest('[role="tablist"]')!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.left >= row.left - 1 && box.right <= row.right + 1;
    })).toBe(true);
    const invoiceCards = section(page, t('project.invoices')).getByTestId('item-card');
    await expect.poll(() => invoiceCards.count()).toBe(invoices.length);
    for (const invoice of invoices) await invoiceCards.filter({ hasText: invoice.number }).waitFor();
    await expectNoErrorState(page);
    expect(await page.getByRole('button', { name: t('project.openInvoice') }).count()).toBe(0);
    await keepScreenshot(page, 'project-invoices.png', { fullPage: true });

    // Documents: listed with a download button each.
    await selectTab(page, page.getByRole('tab', { name: t('project.tabProject') }));
    await page.getByRole('button', { name: t('project.documents') }).click();
    await page.waitForURL(`${baseUrl()}/projects/${number}/documents`);
    await page.getByRole('heading', { name: t('projectDocuments.title'), level: 1 }).waitFor();
    for (const document of documents) await page.getByText(document.caption).first().waitFor();
    await page.getByRole('button', { name: t('projectDocuments.download') }).first().waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-documents.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("lets client@demo.test open a document of its own project from the project's page, on a phone", async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'client@demo.test');
    // The file's own project: made by a planner for the client's company, running today, with a stage plan uploaded.
    const planner = await token('planner@demo.test');
    const company = (await api<List<Company>>(bearer, '/companies')).items[0]!;
    const project = await post<Project>(planner, '/projects', {
      company: company.name, clientMark: 'E2E', name: `E2E client documents ${uniqueSuffix()}`, beginDate: today(), endDate: addDays(today(), 1),
    });
    const caption = `Stage plan for the client ${uniqueSuffix()}`;
    await uploadDocument(planner, project.number, caption, await samplePdf(`client-plan-${uniqueSuffix()}.pdf`));
    const documents = (await api<List<ProjectDocument>>(bearer, `/projects/${project.number}/documents`)).items;
    expect(documents.map((document) => document.caption), 'the client reads the document through the api').toEqual([caption]);

    // As the client would: the projects list, the project, its Documents button.
    await page.goto('/projects');
    await page.getByTestId('item-card').filter({ hasText: project.name }).first().click();
    await page.waitForURL(`${baseUrl()}/projects/${project.number}`);
    await page.getByRole('button', { name: t('project.documents') }).click();
    await page.waitForURL(`${baseUrl()}/projects/${project.number}/documents`);
    await page.getByRole('heading', { name: t('projectDocuments.title'), level: 1 }).waitFor();
    for (const document of documents) await page.getByText(document.caption).first().waitFor();
    // A client reads the documents; uploading is for planners and the office.
    expect(await page.getByRole('button', { name: t('projectDocuments.upload'), exact: true }).count()).toBe(0);
    const card = page.getByTestId('item-card').filter({ hasText: documents[0]!.caption }).first();
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: t('projectDocuments.download') }).click();
    expect((await download).suggestedFilename().length, 'the file has a name').toBeGreaterThan(0);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-documents-client.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a planner upload a document to a project of its own', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const companies = (await api<List<Company>>(bearer, '/companies')).items;
    expect(companies.length).toBeGreaterThan(0);
    const project = await post<Project & { number: string }>(bearer, '/projects', {
      company: companies[0]!.name, clientMark: 'E2E', name: `E2E documents ${uniqueSuffix()}`, beginDate: addDays(today(), 20), endDate: addDays(today(), 21),
    });
    expect((await api<List<ProjectDocument>>(bearer, `/projects/${project.number}/documents`)).items, 'a new project has no documents').toEqual([]);

    await page.goto(`/projects/${project.number}/documents`);
    await page.getByRole('heading', { name: t('projectDocuments.title'), level: 1 }).waitFor();
    await page.getByText(t('errors.documentsNotFound')).waitFor();
    await expectNoErrorState(page);
    const caption = `Stage plan e2e ${uniqueSuffix()}`;
    const file = await samplePdf(`stage-plan-${uniqueSuffix()}.pdf`);
    await page.getByRole('button', { name: t('projectDocuments.upload'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('projectDocuments.caption')).fill(caption);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    // The picture shows the filled form: wait for its values, not for a time.
    await expect.poll(() => dialog.getByLabel(t('projectDocuments.caption')).inputValue()).toBe(caption);
    await expect.poll(() => dialog.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    await keepScreenshot(page, 'project-documents-upload.png');
    await dialog.getByRole('button', { name: t('projectDocuments.uploadSubmit'), exact: true }).click();
    await page.getByText(t('projectDocuments.uploaded')).first().waitFor();
    await page.getByTestId('item-card').filter({ hasText: caption }).waitFor();
    const afterUpload = (await api<List<ProjectDocument>>(bearer, `/projects/${project.number}/documents`)).items;
    expect(afterUpload.map((document) => document.caption)).toEqual([caption]);
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a planner message the project manager of the project of login P-1001: a to-do about the project, due tomorrow, priority 1, to the manager', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const number = await projectNumber();
    const project = await api<Project>(bearer, `/projects/${number}`);
    expect(project.projectManager?.personId, 'the demo project has a project manager').toBeGreaterThan(0);

    await page.goto(`/projects/${number}`);
    await page.getByRole('button', { name: t('project.contactProjectManager') }).click();
    await page.waitForURL(`${baseUrl()}/projects/${number}/contact-project-manager`);
    await page.getByRole('heading', { name: t('projectContact.title'), level: 1 }).waitFor();
    await page.getByText(t('projectContact.projectManagerNotice')).waitFor();
    const subject = page.getByLabel(t('projectContact.caption'));
    await expect.poll(() => subject.inputValue()).toContain(project.name);
    const message = `Extra stagehands for the build? ${uniqueSuffix()}`;
    await subject.fill(message);
    await page.getByLabel(t('projectContact.body')).fill('Can we add two stagehands on the first build day?');
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-contact.png', { fullPage: true });
    await page.getByRole('button', { name: t('projectContact.send') }).click();
    await page.getByText(t('projectContact.sent')).first().waitFor();
    await page.waitForURL(`${baseUrl()}/projects/${number}`);
    const sent = (await api<List<Activity>>(bearer, '/activities?type=TODO_INT')).items.filter((activity) => activity.caption === message);
    expect(sent, 'the activity the page sent').toHaveLength(1);
    expect(sent[0]!.body).toContain('two stagehands');
    expect(sent[0]!.category).toBe('contactProjectManager');
    // "Tomorrow" is the day after the suite clock's today, in the browser as on the server.
    expect(sent[0]!.parameters.dueDate).toBe(dotted(addDays(today(), 1)));
    expect(sent[0]!.parameters.priority).toBe(1);
    expect(sent[0]!.parameters.recipient).toBe(project.projectManager!.personId);
    expect(sent[0]!.subject.type).toBe('project');
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a planner add a member to a membership crew of its own and remove them again, and open a member\'s contact', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const { crew, member } = await crewOfOwn(bearer, 'crew@demo.test');
    const newcomerId = claimsOf(await token('accountant@demo.test')).loginData.person!.id;
    const newcomer = (await api<List<Person>>(bearer, '/persons')).items.find((person) => person.id === newcomerId);
    expect(newcomer, 'the person to add').toBeDefined();

    await page.goto(`/membership-crews/${crew.id}`);
    await page.getByRole('heading', { name: t('membershipCrew.title'), level: 1 }).waitFor();
    await section(page, t('membershipCrew.sectionCrew')).getByText(crew.name).waitFor();
    const memberList = section(page, t('membershipCrew.members'));
    const cards = memberList.getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(1);
    await cards.filter({ hasText: `${member.firstName} ${member.lastName}` }).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'membership-crew.png', { fullPage: true });

    // Add a member (crewMemberships.CREATE), then remove them again (crewMemberships.DELETE, confirmed).
    await memberList.getByRole('button', { name: t('membershipCrew.addMember') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('membershipCrew.person')).click();
    await page.getByRole('option', { name: new RegExp(`^${newcomer!.name}`) }).click();
    await dialog.getByLabel(t('membershipCrew.function')).fill('Rigger');
    await expect.poll(() => dialog.getByLabel(t('membershipCrew.function')).inputValue()).toBe('Rigger');
    await keepScreenshot(page, 'membership-crew-add.png');
    await dialog.getByRole('button', { name: t('membershipCrew.add'), exact: true }).click();
    await page.getByText(t('membershipCrew.added')).first().waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    const added = (await api<List<Member>>(bearer, `/plannerCrews/${crew.id}/crewMembers`)).items.filter((one) => one.personId === newcomer!.id);
    expect(added.map((one) => one.function)).toEqual(['Rigger']);
    await cards.filter({ hasText: newcomer!.name }).getByRole('button', { name: t('membershipCrew.remove') }).click();
    await page.getByRole('dialog').filter({ hasText: t('membershipCrew.removeQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('membershipCrew.removed')).first().waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    const after = (await api<List<Member>>(bearer, `/plannerCrews/${crew.id}/crewMembers`)).items;
    expect(after.map((one) => one.personId)).toEqual([member.personId]);

    // A member's contact card.
    await cards.filter({ hasText: `${member.firstName} ${member.lastName}` }).getByRole('link').click();
    await page.waitForURL(`${baseUrl()}/membership-crews/${crew.id}/contact/${member.personId}`);
    await page.getByRole('heading', { name: t('membershipCrew.contactTitle'), level: 1 }).waitFor();
    await page.getByText(crew.name).first().waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'membership-crew-contact.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a planner a crew member\'s profile with their functions and every rating', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const personId = claimsOf(await token('crew@demo.test')).loginData.person!.id;
    const functions = (await api<List<CrewFunction>>(bearer, `/crewMember/${personId}/crewFunctions`)).items;
    // The demo gives Sam four functions (server/demo/seeds/projectsDemo.ts); nothing changes them.
    expect(functions.length, 'the crew member has functions').toBeGreaterThan(0);
    const ratings = (await api<List<Rating>>(bearer, `/crewMember/${personId}/crewRatings`)).items;
    expect(ratings.length, 'the crew member has ratings').toBeGreaterThan(0);

    await page.goto(`/crew-profile/${personId}`);
    await page.getByRole('heading', { name: t('crewProfile.title'), level: 1 }).waitFor();
    for (const crewFunction of functions) await section(page, t('crewProfile.functions')).getByText(crewFunction.function).first().waitFor();
    await expect.poll(() => section(page, t('crewProfile.ratings')).getByTestId('item-card').count()).toBe(ratings.length);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'crew-profile.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a planner rate a member of a crew of its own on their crew profile, checked through the api', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    // In a crew the planner manages, as crew members are (else their crew memberships answer 404).
    const { member } = await crewOfOwn(bearer, ratedLogin);
    const personId = member.personId;
    const before = (await api<List<Rating>>(bearer, `/crewMember/${personId}/crewRatings`)).items;

    await page.goto(`/crew-profile/${personId}`);
    await page.getByRole('heading', { name: t('crewProfile.title'), level: 1 }).waitFor();
    const ratingList = section(page, t('crewProfile.ratings'));
    await expect.poll(() => ratingList.getByTestId('item-card').count()).toBe(before.length);
    await expectNoErrorState(page);
    const comment = `Great teamwork e2e ${uniqueSuffix()}`;
    await ratingList.getByRole('button', { name: t('crewProfile.rate') }).click();
    const rate = page.getByRole('dialog');
    await rate.getByLabel(t('crewProfile.ratingType')).click();
    await page.getByRole('option').first().click();
    // The stars are a radio group: the fifth star picked from the keyboard.
    await rate.getByRole('radio', { name: t('rating.starLabel', { score: 5, max: 5 }) }).focus();
    await page.keyboard.press('Space');
    await rate.getByLabel(t('crewProfile.comment')).fill(comment);
    await rate.getByRole('button', { name: t('crewProfile.saveRating') }).click();
    await page.getByText(t('crewProfile.rated')).first().waitFor();
    await ratingList.getByText(comment).waitFor();
    await expect.poll(() => ratingList.getByTestId('item-card').count()).toBe(before.length + 1);
    const rated = (await api<List<Rating>>(bearer, `/crewMember/${personId}/crewRatings`)).items.filter((rating) => rating.comment === comment);
    expect(rated.map((rating) => rating.score)).toEqual([5]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says "Profile not found" without a session for a person who has no public profile', async () => {
    // A plain page: the not-found answer is an api 404, which the browser reports on its console.
    const { page, problems } = await openPhonePage(browser);
    const t = textIn('en');
    await page.goto('/public-profile/1');
    await page.getByText(t('errors.profileNotFound')).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'public-profile-not-found.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets an accountant change an item of a draft receipt, copy the receipt, and delete an item of the copy', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'accountant@demo.test');
    const types = (await api<List<{ id: number; name: string }>>(bearer, '/receiptTypes')).items;
    expect(types.length).toBeGreaterThan(0);
    const receipt = await post<Receipt>(bearer, '/receipts', {
      typeId: types[0]!.id, date: today(), supplier: `E2E hardware store ${uniqueSuffix()}`, description: 'Made by the project e2e test.',
      items: [
        { description: 'Gaffer tape black 50 mm', quantity: 6, unitPrice: 9.95, vatRate: 21 },
        { description: 'Cable ties 300 mm (100)', quantity: 2, unitPrice: 6.49, vatRate: 21 },
      ],
    });
    expect(receipt.status).toBe('draft');
    const items = (await api<List<ReceiptItem>>(bearer, `/receipts/${receipt.id}/items`)).items;
    expect(items).toHaveLength(2);

    await page.goto(`/receipt/${receipt.id}`);
    await page.getByRole('heading', { name: t('receipt.title'), exact: true, level: 1 }).waitFor();
    await section(page, t('receipt.sectionReceipt')).getByText(receipt.number).waitFor();
    const itemList = section(page, t('receipt.items'));
    await expect.poll(() => itemList.getByTestId('item-card').count()).toBe(items.length);
    await section(page, t('receipt.documents')).getByText(t('errors.documentsNotFound')).waitFor();
    await section(page, t('receipt.activities')).getByText(t('receipt.noActivities')).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'receipt.png', { fullPage: true });

    // Change the first item's description (POST /receiptItems/{id}).
    const description = `Gaffer tape e2e ${uniqueSuffix()}`;
    await itemList.getByTestId('item-card').filter({ hasText: items[0]!.description }).getByRole('button', { name: t('receipt.editItem') }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(t('receipt.itemDescription')).fill(description);
    await edit.getByRole('button', { name: t('receipt.saveItem') }).click();
    await page.getByText(t('receipt.itemSaved')).first().waitFor();
    await itemList.getByText(description).waitFor();
    const changed = (await api<List<ReceiptItem>>(bearer, `/receipts/${receipt.id}/items`)).items;
    expect(changed.map((item) => item.description).sort()).toEqual([description, items[1]!.description].sort());

    // Copy it: a new draft opens, with the same items.
    await page.getByRole('button', { name: t('receipt.copy'), exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: t('receipt.copyQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('receipt.copied')).first().waitFor();
    await page.waitForURL((url) => /\/receipt\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${receipt.id}`));
    const copyId = Number(new URL(page.url()).pathname.split('/').pop());
    const copyItems = (await api<List<ReceiptItem>>(bearer, `/receipts/${copyId}/items`)).items;
    expect(copyItems.map((item) => item.description).sort()).toEqual(changed.map((item) => item.description).sort());
    const copyList = section(page, t('receipt.items'));
    await expect.poll(() => copyList.getByTestId('item-card').count()).toBe(copyItems.length);
    await expectNoErrorState(page);

    // Delete an item of the copy (receipts.DELETE, confirmed); the original keeps both.
    await copyList.getByTestId('item-card').filter({ hasText: copyItems[0]!.description }).getByRole('button', { name: t('receipt.deleteItem') }).click();
    await page.getByRole('dialog').filter({ hasText: t('receipt.deleteItemQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('receipt.itemDeleted')).first().waitFor();
    await expect.poll(() => copyList.getByTestId('item-card').count()).toBe(copyItems.length - 1);
    const left = (await api<List<ReceiptItem>>(bearer, `/receipts/${copyId}/items`)).items;
    expect(left.map((item) => item.id)).toEqual(copyItems.slice(1).map((item) => item.id));
    expect((await api<List<ReceiptItem>>(bearer, `/receipts/${receipt.id}/items`)).items).toHaveLength(2);
    await keepScreenshot(page, 'receipt-copy.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets an accountant open an invoice with its items and add a note, which lands as a log activity', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'accountant@demo.test');
    const company = (await api<List<Company>>(bearer, '/companies')).items.find((one) => !one.own);
    expect(company, 'a client company').toBeDefined();
    const invoice = await post<Invoice>(bearer, '/invoices', {
      companyId: company!.id, invoiceDate: today(), dueDate: addDays(today(), 30), reference: `E2E ${uniqueSuffix()}`,
      items: [
        { description: 'Stagehands (hours)', quantity: 16, unitPrice: 34.5, vatRate: 21 },
        { description: 'Travel allowance', quantity: 1, unitPrice: 45, vatRate: 21 },
      ],
    });
    const invoiceItems = (await api<List<InvoiceItem>>(bearer, `/invoices/${invoice.id}/items`)).items;
    expect(invoiceItems).toHaveLength(2);

    await page.goto(`/invoice/${invoice.id}`);
    await page.getByRole('heading', { name: t('invoice.title'), exact: true, level: 1 }).waitFor();
    await section(page, t('invoice.sectionInvoice')).getByText(invoice.number).waitFor();
    await section(page, t('invoice.sectionInvoice')).getByText(invoice.company.name).waitFor();
    const itemCards = section(page, t('invoice.items')).getByTestId('item-card');
    await expect.poll(() => itemCards.count()).toBe(invoiceItems.length);
    for (const item of invoiceItems) await itemCards.filter({ hasText: item.description }).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'invoice.png', { fullPage: true });
    const note = `Reminder sent by phone ${uniqueSuffix()}`;
    await section(page, t('invoice.activities')).getByRole('button', { name: t('invoice.addNote') }).click();
    const noteDialog = page.getByRole('dialog');
    await noteDialog.getByLabel(t('invoice.noteCaption')).fill(note);
    await noteDialog.getByLabel(t('invoice.noteBody')).fill('The client promised to pay this week.');
    await noteDialog.getByRole('button', { name: t('invoice.saveNote') }).click();
    await page.getByText(t('invoice.noteSaved')).first().waitFor();
    await section(page, t('invoice.activities')).getByText(note).waitFor();
    const notes = (await api<List<Activity>>(bearer, `/invoices/${invoice.id}/activities`)).items;
    expect(notes.map((activity) => [activity.caption, activity.type])).toEqual([[note, 'LOG']]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
