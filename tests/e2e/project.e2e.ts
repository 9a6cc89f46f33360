import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { claimsOf as readClaims, api, expectNoErrorState, section, textIn, token, watchedPhonePage } from './demo';
import { launchBrowser, logIn } from './browser';

const shots = '/tmp/shots';

interface List<T> { items: T[]; total: number }
interface Project {
  number: string; name: string; company: string; rating: number | null;
  projectManager: { personId: number | null; name: string } | null;
}
interface ProjectCrew { id: number; name: string }
interface CrewItem { id: number; function: string; person: { personId: number | null; name: string } | null }
interface ProjectDocument { id: number; caption: string }
interface Activity { id: number; caption: string; type: string; body: string; category: string | null; parameters: { dueDate?: string; priority?: number; recipient?: number | null }; subject: { type: string; id: number } }
interface PlannerCrew { id: number; name: string; kind: string }
interface Member { membershipId: number; personId: number; firstName: string; lastName: string; function: string | null }
interface Person { id: number; name: string; contactNumber: string | null }
interface Rating { id: number; score: number; comment: string | null; ratingType: { id: number; name: string } }
interface CrewFunction { id: number; function: string }
interface Receipt { id: number; number: string; status: string; supplier: string; itemCount: number }
interface ReceiptItem { id: number; description: string }
interface Invoice { id: number; number: string; company: { name: string } }
interface InvoiceItem { id: number; description: string }

/** `YYYY-MM-DD` plus `days`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function samplePdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText('Stage plan (e2e)', { x: 20, y: 100, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const path = '/tmp/project-e2e-stage-plan.pdf';
  writeFileSync(path, await pdf.save());
  return path;
}

describe('a project login, a planner and an accountant work through projects, crews, profiles, receipts and invoices on a phone', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  const claimsOf = (bearer: string) => readClaims<{ type: string; loginData: { language: string; projectNumber?: string; person?: { id: number } } }>(bearer);

  /** The browser's own today, as the app's `$today` reads it. */
  const browserToday = (page: Page) => page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('logs the project login in from its link onto its own project, without a back button, and opens a crew and the contact page', async () => {
    const bearer = await token('P-1001');
    const claims = claimsOf(bearer);
    expect(claims.type).toBe('project');
    const number = claims.loginData.projectNumber!;
    expect(number).toBeTruthy();
    const t = textIn(claims.loginData.language);
    const project = await api<Project>(bearer, `/projects/${number}`);
    const crews = (await api<List<ProjectCrew>>(bearer, `/projects/${number}/projectCrews`)).items;
    expect(crews.length, 'the project has a crew').toBeGreaterThan(0);

    const { page, problems } = await watchedPhonePage(browser);
    await page.goto(`/projects/${number}?login=P-1001&password=demo1234`);
    await page.waitForURL(`${baseUrl}/projects/${number}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    const fields = section(page, t('project.sectionProject'));
    await fields.getByText(project.name).waitFor();
    await fields.getByText(project.company).waitFor();
    await expectNoErrorState(page);
    expect(await page.getByRole('button', { name: t('common.back') }).count()).toBe(0);
    // A project login gets no link to the documents page (not among its pages) but may contact the project manager.
    expect(await page.getByRole('button', { name: t('project.documents') }).count()).toBe(0);
    await page.getByRole('button', { name: t('project.contactProjectManager') }).waitFor();
    await page.screenshot({ path: `${shots}/project-login-project.png`, fullPage: true });

    // The crews tab: shift tiles and the crews; a crew opens its page.
    await page.getByRole('tab', { name: t('project.tabCrews') }).click();
    await section(page, t('project.shiftTiles')).waitFor();
    const crewList = section(page, t('project.crews'));
    await crewList.getByText(crews[0]!.name).waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/project-login-crews.png`, fullPage: true });
    // Crew items: a project login sees no crew-profile buttons (planners' and clients' page).
    await page.getByRole('tab', { name: t('project.tabCrewItems') }).click();
    await section(page, t('project.crewItems')).getByTestId('item-card').first().waitFor();
    expect(await page.getByRole('button', { name: t('project.crewProfile') }).count()).toBe(0);
    await page.getByRole('tab', { name: t('project.tabCrews') }).click();
    await section(page, t('project.crews')).getByText(crews[0]!.name).click();
    await page.waitForURL(`${baseUrl}/crews/${crews[0]!.id}`);
    await page.getByText(crews[0]!.name).first().waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/project-login-crew.png`, fullPage: true });

    // The project login messages its project manager about its own project.
    await page.goto(`/projects/${number}/contact-project-manager`);
    await page.getByRole('heading', { name: t('projectContact.title'), level: 1 }).waitFor();
    expect(await page.getByLabel(t('projectContact.caption')).inputValue()).toContain(project.name);
    const body = `Where do we park at ${Date.now()}?`;
    await page.getByLabel(t('projectContact.body')).fill(body);
    await page.getByRole('button', { name: t('projectContact.send') }).click();
    await page.waitForURL(`${baseUrl}/projects/${number}`);
    const sent = await api<List<{ body: string; type: string }>>(bearer, '/activities?type=TODO_INT');
    expect(sent.items.some((activity) => activity.body === body)).toBe(true);
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/project-login-contact.png`, fullPage: true });

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a planner a project with its tabs, documents (with an upload), and sends a message to its project manager', async () => {
    const bearer = await token('planner@demo.test');
    const claims = claimsOf(bearer);
    const t = textIn(claims.loginData.language);
    const number = claimsOf(await token('P-1001')).loginData.projectNumber!;
    const project = await api<Project>(bearer, `/projects/${number}`);
    expect(project.projectManager?.personId, 'the demo project has a project manager').toBeTruthy();
    const documents = (await api<List<ProjectDocument>>(bearer, `/projects/${number}/documents`)).items;
    expect(documents.length).toBeGreaterThan(0);
    const items = (await api<List<CrewItem>>(bearer, `/projects/${number}/projectCrewItems`)).items;

    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'planner@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`/projects/${number}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    await section(page, t('project.sectionProject')).getByText(project.name).waitFor();
    if (project.rating !== null) await section(page, t('project.myRating')).getByText(t(`project.stars.${project.rating}`)).waitFor();
    await section(page, t('project.calculatedValues')).waitFor();
    await page.getByRole('button', { name: t('common.back') }).waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/project-planner.png`, fullPage: true });

    // Crew items: each person's crew profile is one tap away for a planner.
    await page.getByRole('tab', { name: t('project.tabCrewItems') }).click();
    const itemCards = section(page, t('project.crewItems')).getByTestId('item-card');
    await expect.poll(() => itemCards.count()).toBe(items.length);
    await page.getByRole('button', { name: t('project.crewProfile') }).first().waitFor();
    await page.screenshot({ path: `${shots}/project-crew-items.png`, fullPage: true });
    // Invoices: listed with their totals; a planner has no invoices right, so no button to open one.
    await page.getByRole('tab', { name: t('project.tabInvoices') }).click();
    await section(page, t('project.invoices')).waitFor();
    await expectNoErrorState(page);
    expect(await page.getByRole('button', { name: t('project.openInvoice') }).count()).toBe(0);
    await page.screenshot({ path: `${shots}/project-invoices.png`, fullPage: true });

    // Documents: listed, and a new one uploaded (planners hold projects.READ and persons.READ).
    await page.getByRole('tab', { name: t('project.tabProject') }).click();
    await page.getByRole('button', { name: t('project.documents') }).click();
    await page.waitForURL(`${baseUrl}/projects/${number}/documents`);
    await page.getByRole('heading', { name: t('projectDocuments.title'), level: 1 }).waitFor();
    await page.getByText(documents[0]!.caption).waitFor();
    await page.getByRole('button', { name: t('projectDocuments.download') }).first().waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/project-documents.png`, fullPage: true });
    const caption = `Stage plan e2e ${Date.now()}`;
    await page.getByRole('button', { name: t('projectDocuments.upload'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('projectDocuments.caption')).fill(caption);
    await dialog.locator('input[type="file"]').setInputFiles(await samplePdf());
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shots}/project-documents-upload.png` });
    await dialog.getByRole('button', { name: t('projectDocuments.uploadSubmit'), exact: true }).click();
    await page.getByText(t('projectDocuments.uploaded')).first().waitFor();
    await page.getByText(caption).waitFor();
    const afterUpload = (await api<List<ProjectDocument>>(bearer, `/projects/${number}/documents`)).items;
    expect(afterUpload.map((document) => document.caption)).toContain(caption);

    // Contact the project manager: a todo about the project, due tomorrow as DD.MM.YYYY, priority 1, to the manager.
    await page.goto(`/projects/${number}`);
    await page.getByRole('button', { name: t('project.contactProjectManager') }).click();
    await page.waitForURL(`${baseUrl}/projects/${number}/contact-project-manager`);
    await page.getByRole('heading', { name: t('projectContact.title'), level: 1 }).waitFor();
    await page.getByText(t('projectContact.projectManagerNotice')).waitFor();
    const subject = page.getByLabel(t('projectContact.caption'));
    await expect.poll(() => subject.inputValue()).toContain(project.name);
    const message = `Extra stagehands for the build? ${Date.now()}`;
    await subject.fill(message);
    await page.getByLabel(t('projectContact.body')).fill('Can we add two stagehands on the first build day?');
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/project-contact.png`, fullPage: true });
    await page.getByRole('button', { name: t('projectContact.send') }).click();
    await page.getByText(t('projectContact.sent')).first().waitFor();
    await page.waitForURL(`${baseUrl}/projects/${number}`);
    const tomorrow = addDays(await browserToday(page), 1).split('-').reverse().join('.');
    const sent = (await api<List<Activity>>(bearer, '/activities?type=TODO_INT')).items.find((activity) => activity.caption === message);
    expect(sent, 'the activity the page sent').toBeDefined();
    expect(sent!.body).toContain('two stagehands');
    expect(sent!.category).toBe('contactProjectManager');
    expect(sent!.parameters.dueDate).toBe(tomorrow);
    expect(sent!.parameters.priority).toBe(1);
    expect(sent!.parameters.recipient).toBe(project.projectManager!.personId);
    expect(sent!.subject.type).toBe('project');

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a planner add and remove a membership crew member, open a member contact, and read and rate a crew profile', async () => {
    const bearer = await token('planner@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const crew = (await api<List<PlannerCrew>>(bearer, '/pCrews')).items[0];
    expect(crew, 'a membership crew').toBeDefined();
    const members = (await api<List<Member>>(bearer, `/plannerCrews/${crew!.id}/crewMembers`)).items;
    expect(members.length).toBeGreaterThan(0);
    const newcomer = (await api<List<Person>>(bearer, '/persons')).items.find((person) => !members.some((member) => member.personId === person.id));
    expect(newcomer, 'a person not yet in the crew').toBeDefined();

    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'planner@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`/membership-crews/${crew!.id}`);
    await page.getByRole('heading', { name: t('membershipCrew.title'), level: 1 }).waitFor();
    await section(page, t('membershipCrew.sectionCrew')).getByText(crew!.name).waitFor();
    const memberList = section(page, t('membershipCrew.members'));
    await expect.poll(() => memberList.getByTestId('item-card').count()).toBe(members.length);
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/membership-crew.png`, fullPage: true });

    // Add a member (crewMemberships.CREATE), then remove them again (crewMemberships.DELETE, confirmed).
    await memberList.getByRole('button', { name: t('membershipCrew.addMember') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('membershipCrew.person')).click();
    await page.getByRole('option', { name: new RegExp(newcomer!.name) }).click();
    await dialog.getByLabel(t('membershipCrew.function')).fill('Rigger');
    await page.screenshot({ path: `${shots}/membership-crew-add.png` });
    await dialog.getByRole('button', { name: t('membershipCrew.add'), exact: true }).click();
    await page.getByText(t('membershipCrew.added')).first().waitFor();
    await expect.poll(() => memberList.getByTestId('item-card').count()).toBe(members.length + 1);
    const added = (await api<List<Member>>(bearer, `/plannerCrews/${crew!.id}/crewMembers`)).items.find((member) => member.personId === newcomer!.id);
    expect(added?.function).toBe('Rigger');
    const card = memberList.getByTestId('item-card').filter({ hasText: newcomer!.name });
    await card.getByRole('button', { name: t('membershipCrew.remove') }).click();
    await page.getByRole('dialog').filter({ hasText: t('membershipCrew.removeQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('membershipCrew.removed')).first().waitFor();
    await expect.poll(() => memberList.getByTestId('item-card').count()).toBe(members.length);
    const after = (await api<List<Member>>(bearer, `/plannerCrews/${crew!.id}/crewMembers`)).items;
    expect(after.some((member) => member.personId === newcomer!.id)).toBe(false);

    // A member's contact card.
    const member = members[0]!;
    await memberList.getByTestId('item-card').filter({ hasText: `${member.firstName} ${member.lastName}` }).getByRole('link').click();
    await page.waitForURL(`${baseUrl}/membership-crews/${crew!.id}/contact/${member.personId}`);
    await page.getByRole('heading', { name: t('membershipCrew.contactTitle'), level: 1 }).waitFor();
    await page.getByText(crew!.name).first().waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/membership-crew-contact.png`, fullPage: true });

    // The crew profile of that member: functions, tags, skills and ratings; a planner rates.
    const functions = (await api<List<CrewFunction>>(bearer, `/crewMember/${member.personId}/crewFunctions`)).items;
    const ratings = (await api<List<Rating>>(bearer, `/crewMember/${member.personId}/crewRatings`)).items;
    await page.goto(`/crew-profile/${member.personId}`);
    await page.getByRole('heading', { name: t('crewProfile.title'), level: 1 }).waitFor();
    if (functions.length > 0) await section(page, t('crewProfile.functions')).getByText(functions[0]!.function).first().waitFor();
    const ratingList = section(page, t('crewProfile.ratings'));
    await expect.poll(() => ratingList.getByTestId('item-card').count()).toBe(ratings.length);
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/crew-profile.png`, fullPage: true });
    const comment = `Great teamwork e2e ${Date.now()}`;
    await ratingList.getByRole('button', { name: t('crewProfile.rate') }).click();
    const rate = page.getByRole('dialog');
    await rate.getByLabel(t('crewProfile.ratingType')).click();
    await page.getByRole('option').first().click();
    await rate.getByLabel(t('crewProfile.score')).fill('5');
    await rate.getByLabel(t('crewProfile.comment')).fill(comment);
    await rate.getByRole('button', { name: t('crewProfile.saveRating') }).click();
    await page.getByText(t('crewProfile.rated')).first().waitFor();
    await ratingList.getByText(comment).waitFor();
    const rated = (await api<List<Rating>>(bearer, `/crewMember/${member.personId}/crewRatings`)).items.find((rating) => rating.comment === comment);
    expect(rated?.score).toBe(5);

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the public profile page a message and a login link without a session', async () => {
    const { page, problems } = await watchedPhonePage(browser);
    const t = textIn('en');
    await page.goto('/public-profile/1');
    await page.getByText(t('publicProfile.loginNeeded')).waitFor();
    await page.getByRole('button', { name: t('publicProfile.logIn') }).waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/public-profile.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets an accountant open a receipt, change and delete items, copy it, and open an invoice and note on it', async () => {
    const bearer = await token('accountant@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const receipts = (await api<List<Receipt>>(bearer, '/receipts')).items;
    const receipt = receipts.find((one) => one.status === 'draft' && one.itemCount > 0);
    expect(receipt, 'a draft receipt with items').toBeDefined();
    const items = (await api<List<ReceiptItem>>(bearer, `/receipts/${receipt!.id}/items`)).items;

    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'accountant@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`/receipt/${receipt!.id}`);
    await page.getByRole('heading', { name: t('receipt.title'), exact: true, level: 1 }).waitFor();
    await section(page, t('receipt.sectionReceipt')).getByText(receipt!.number).waitFor();
    const itemList = section(page, t('receipt.items'));
    await expect.poll(() => itemList.getByTestId('item-card').count()).toBe(items.length);
    await section(page, t('receipt.documents')).getByText(t('errors.documentsNotFound')).waitFor();
    await section(page, t('receipt.activities')).waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/receipt.png`, fullPage: true });

    // Change the first item's description (POST /receiptItems/{id}).
    const description = `Gaffer tape e2e ${Date.now()}`;
    await itemList.getByTestId('item-card').first().getByRole('button', { name: t('receipt.editItem') }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(t('receipt.itemDescription')).fill(description);
    await edit.getByRole('button', { name: t('receipt.saveItem') }).click();
    await page.getByText(t('receipt.itemSaved')).first().waitFor();
    await itemList.getByText(description).waitFor();
    const changed = (await api<List<ReceiptItem>>(bearer, `/receipts/${receipt!.id}/items`)).items;
    expect(changed.map((item) => item.description)).toContain(description);

    // Copy it: a new draft opens, with the same items.
    await page.getByRole('button', { name: t('receipt.copy'), exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: t('receipt.copyQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('receipt.copied')).first().waitFor();
    await page.waitForURL((url) => /\/receipt\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${receipt!.id}`));
    const copyId = Number(new URL(page.url()).pathname.split('/').pop());
    const copyItems = (await api<List<ReceiptItem>>(bearer, `/receipts/${copyId}/items`)).items;
    expect(copyItems.length).toBe(items.length);
    const copyList = section(page, t('receipt.items'));
    await expect.poll(() => copyList.getByTestId('item-card').count()).toBe(copyItems.length);
    await expectNoErrorState(page);

    // Delete an item of the copy (receipts.DELETE, confirmed).
    await copyList.getByTestId('item-card').first().getByRole('button', { name: t('receipt.deleteItem') }).click();
    await page.getByRole('dialog').filter({ hasText: t('receipt.deleteItemQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('receipt.itemDeleted')).first().waitFor();
    await expect.poll(() => copyList.getByTestId('item-card').count()).toBe(copyItems.length - 1);
    const left = (await api<List<ReceiptItem>>(bearer, `/receipts/${copyId}/items`)).items;
    expect(left.map((item) => item.id)).not.toContain(copyItems[0]!.id);
    await page.screenshot({ path: `${shots}/receipt-copy.png`, fullPage: true });

    // An invoice with its items; a note on it lands as an activity.
    const invoice = (await api<List<Invoice>>(bearer, '/invoices')).items[0];
    expect(invoice, 'an invoice').toBeDefined();
    const invoiceItems = (await api<List<InvoiceItem>>(bearer, `/invoices/${invoice!.id}/items`)).items;
    await page.goto(`/invoice/${invoice!.id}`);
    await page.getByRole('heading', { name: t('invoice.title'), exact: true, level: 1 }).waitFor();
    await section(page, t('invoice.sectionInvoice')).getByText(invoice!.number).waitFor();
    await section(page, t('invoice.sectionInvoice')).getByText(invoice!.company.name).waitFor();
    await expect.poll(() => section(page, t('invoice.items')).getByTestId('item-card').count()).toBe(invoiceItems.length);
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/invoice.png`, fullPage: true });
    const note = `Reminder sent by phone ${Date.now()}`;
    await section(page, t('invoice.activities')).getByRole('button', { name: t('invoice.addNote') }).click();
    const noteDialog = page.getByRole('dialog');
    await noteDialog.getByLabel(t('invoice.noteCaption')).fill(note);
    await noteDialog.getByLabel(t('invoice.noteBody')).fill('The client promised to pay this week.');
    await noteDialog.getByRole('button', { name: t('invoice.saveNote') }).click();
    await page.getByText(t('invoice.noteSaved')).first().waitFor();
    await section(page, t('invoice.activities')).getByText(note).waitFor();
    const notes = (await api<List<Activity>>(bearer, `/invoices/${invoice!.id}/activities`)).items;
    expect(notes.find((activity) => activity.caption === note)?.type).toBe('LOG');

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
