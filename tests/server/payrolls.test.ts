// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../src/ground/contract/reference';
import type { ApiError, Job, ListResponse, Payroll, PayrollItem, StaffContract } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

let server: TestServer;
const token: Record<string, string> = {};
const person: Record<string, number> = {};
const logins = ['crew@demo.test', 'chief@demo.test', 'accountant@demo.test', 'office@demo.test'] as const;
beforeAll(async () => {
  server = await startTestServer();
  for (const login of logins) {
    token[login] = await server.login(login);
    person[login] = personIdOf(token[login]);
  }
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const call = (login: string, method: 'GET' | 'POST', path: string, body?: unknown) => server.call(method, path, token[login], body);
const get = async <T>(login: string, path: string) => {
  const response = await call(login, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const sam = 'crew@demo.test';
const dana = 'chief@demo.test';
const payrollsOf = (login: string, of = login, query = '') => get<ListResponse<Payroll>>(login, `/persons/${person[of]}/payrolls${query}`);
const openItems = async (login: string) => {
  const open = (await payrollsOf(login, login, '?toConfirm=true')).items[0]!;
  return (await get<ListResponse<PayrollItem>>(login, `/payrolls/${open.id}/items`)).items;
};
const hoursOf = (job: Job) => {
  const [sh, sm] = job.startTime.split(':').map(Number) as [number, number];
  const [eh, em] = job.endTime.split(':').map(Number) as [number, number];
  const days = (Date.parse(job.endDate) - Date.parse(job.startDate)) / 86_400_000 + 1;
  return days * ((((eh * 60 + em) - (sh * 60 + sm) + 1440) % 1440) / 60);
};

describe('staff contracts', () => {
  it('show quota, planned hours from confirmed jobs, worked hours approved, time and vacation accounts', async () => {
    const active = (await get<ListResponse<StaffContract>>(sam, `/persons/${person[sam]}/activeStaffContracts`)).items;
    const all = (await get<ListResponse<StaffContract>>(sam, `/persons/${person[sam]}/staffContracts`)).items;
    expect(active.length).toBe(1);
    expect(all.length).toBeGreaterThan(active.length);
    expect(all.filter((contract) => !contract.active).length).toBeGreaterThan(0);
    const contract = await get<StaffContract>(sam, `/staffContracts/${active[0]!.id}`);
    const jobs = (await get<ListResponse<Job>>(sam, '/jobs')).items
      .filter((job) => job.status === 'confirmed' && job.startDate >= contract.startDate && job.startDate <= contract.endDate!);
    // Worked hours are those the office approved: in the demo, the checked-in festival and gala days, each paid as
    // the payroll item of its crew item and date (the demo's worked hours seed).
    const payrolls = (await payrollsOf(sam)).items;
    const paidDays = (await Promise.all(payrolls.map(async (payroll) => (await get<ListResponse<PayrollItem>>(sam, `/payrolls/${payroll.id}/items`)).items)))
      .flat().filter((item) => item.crewItemId !== null && item.workDate >= contract.startDate);
    const worked = paidDays.reduce((sum, item) => sum + item.hours, 0);
    expect(worked).toBeGreaterThan(0);
    expect(contract.workedHours).toBeCloseTo(worked, 2);
    expect(contract.plannedHours).toBeCloseTo(jobs.reduce((sum, job) => sum + hoursOf(job), 0), 2);
    expect(contract.plannedHours).toBeGreaterThan(contract.workedHours);
    expect(contract.quota).toEqual({ hours: 16, per: 'month' });
    // Seeded: opening balance 4 h, started 90 days ago (91 days elapsed), quota 16 h a month.
    expect(contract.timeAccountHours).toBeCloseTo(4 + worked - (16 * 91) / (365.25 / 12), 1);
    expect(contract.vacationAccount.plannedDays).toBeGreaterThan(0);
    expect(contract.vacationAccount.remainingDays).toBe(contract.vacationAccount.entitledDays
      - contract.vacationAccount.takenDays - contract.vacationAccount.plannedDays);
  });

  it("are another person's only for office readers: a crew member gets 404", async () => {
    const danaContract = (await get<ListResponse<StaffContract>>(dana, `/persons/${person[dana]}/staffContracts`)).items[0]!;
    for (const path of [`/persons/${person[dana]}/staffContracts`, `/persons/${person[dana]}/activeStaffContracts`,
      `/staffContracts/${danaContract.id}`]) {
      const response = await call(sam, 'GET', path);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await get<StaffContract>('accountant@demo.test', `/staffContracts/${danaContract.id}`)).id).toBe(danaContract.id);
    expect((await call('office@demo.test', 'GET', `/staffContracts/${danaContract.id}`)).statusCode).toBe(403);
    expect((await call(sam, 'GET', '/persons/999999/staffContracts')).statusCode).toBe(404);
  });
});

describe('payrolls', () => {
  it('answer number, period, gross, net and hours from the items, status and documents', async () => {
    const list = await payrollsOf(sam);
    expect(list.items.map((payroll) => payroll.status).sort()).toEqual(['final', 'open', 'paid']);
    for (const payroll of list.items) {
      const items = (await get<ListResponse<PayrollItem>>(sam, `/payrolls/${payroll.id}/items`)).items;
      const gross = items.filter((item) => item.status !== 'declined').reduce((sum, item) => sum + item.amount, 0);
      expect(payroll.gross).toBeCloseTo(gross, 2);
      expect(payroll.net).toBeCloseTo(gross * (1 - payroll.taxRate), 2);
      // The hours the payroll pays: those of its items not declined (charted per period on the payroll page).
      expect(payroll.hours).toBeCloseTo(items.filter((item) => item.status !== 'declined').reduce((sum, item) => sum + item.hours, 0), 2);
      expect(payroll.number).toMatch(/^PR-\d{4}-\d{4}$/);
      expect(payroll.documents.length).toBeGreaterThan(0);
    }
    const paid = list.items.find((payroll) => payroll.status === 'paid')!;
    expect(paid.documents.map((document) => document.type)).toEqual(expect.arrayContaining(['payslip', 'annualStatement']));
  });

  it('wait for confirmation on the home screen for the crew member and the crew chief', async () => {
    for (const login of [sam, dana]) {
      const waiting = (await payrollsOf(login, login, '?toConfirm=true')).items;
      expect(waiting.length, login).toBeGreaterThan(0);
      expect(waiting.every((payroll) => payroll.itemsToConfirm > 0)).toBe(true);
    }
    expect((await call(sam, 'GET', `/persons/${person[sam]}/payrolls?toConfirm=maybe`)).statusCode).toBe(400);
  });

  it("of another person are not found for a crew member, but readable for the accountant", async () => {
    const danas = (await payrollsOf(dana)).items[0]!;
    const item = (await get<ListResponse<PayrollItem>>(dana, `/payrolls/${danas.id}/items`)).items[0]!;
    for (const path of [`/persons/${person[dana]}/payrolls`, `/payrolls/${danas.id}`, `/payrolls/${danas.id}/items`,
      `/payrolls/${danas.id}/download/${danas.documents[0]!.id}`, `/payrollItems/${item.id}`, `/payrollItems/${item.id}/activities`]) {
      const response = await call(sam, 'GET', path);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await call(sam, 'POST', `/payrollItems/${item.id}`, { confirmed: true })).statusCode).toBe(404);
    expect((await get<Payroll>('accountant@demo.test', `/payrolls/${danas.id}`)).number).toBe(danas.number);
  });

  it('download as a real PDF, by document id or type', async () => {
    const paid = (await payrollsOf(sam)).items.find((payroll) => payroll.status === 'paid')!;
    for (const document of [...paid.documents.map((d) => String(d.id)), 'payslip', 'annualStatement', 'timesheet']) {
      const response = await call(sam, 'GET', `/payrolls/${paid.id}/download/${document}`);
      expect(response.statusCode, document).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.pdf"/);
    }
    const open = (await payrollsOf(sam)).items.find((payroll) => payroll.status === 'open')!;
    expect((await call(sam, 'GET', `/payrolls/${open.id}/download/payslip`)).statusCode).toBe(404);
    expect((await call(sam, 'GET', `/payrolls/${paid.id}/download/secret`)).statusCode).toBe(400);
  });
});

describe('tenants', () => {
  it("never show one tenant's contracts or payrolls to another's logins", async () => {
    const acmeToken = await server.login('crew@acme.test', 'acme.localhost');
    const acmePerson = personIdOf(acmeToken);
    const samPayroll = (await payrollsOf(sam)).items[0]!;
    for (const url of [`/persons/${person[sam]}/payrolls`, `/payrolls/${samPayroll.id}`, `/persons/${person[sam]}/staffContracts`]) {
      const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}`,
        headers: { type: 'MOBILE', host: 'acme.localhost', authorization: `Bearer ${acmeToken}` } });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await call('accountant@demo.test', 'GET', `/persons/${acmePerson}/payrolls`)).statusCode).toBe(404);
    expect((await call('accountant@demo.test', 'GET', `/persons/${acmePerson}/staffContracts`)).statusCode).toBe(404);
  });
});

describe('payroll items', () => {
  it('are confirmed once; a second confirmation is a conflict', async () => {
    const item = (await openItems(dana)).find((candidate) => candidate.status === 'toConfirm')!;
    const confirmed = await call(dana, 'POST', `/payrollItems/${item.id}`, { confirmed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<PayrollItem>()).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    const again = await call(dana, 'POST', `/payrollItems/${item.id}`, { confirmed: true });
    expect(again.statusCode).toBe(409);
    expect((await call(dana, 'POST', `/payrollItems/${item.id}/decline`, { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('take corrected hours (non-negative, at most 2 decimals) and recompute the amount', async () => {
    const item = (await openItems(dana)).find((candidate) => candidate.status === 'toConfirm')!;
    for (const body of [{ hours: -1 }, { hours: 1.234 }, { hours: '8' }, { hours: 8, tip: 1 }, {}, { confirmed: false }]) {
      const response = await call(dana, 'POST', `/payrollItems/${item.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    expect(await get<PayrollItem>(dana, `/payrollItems/${item.id}`)).toEqual(item);
    const corrected = await call(dana, 'POST', `/payrollItems/${item.id}`, { hours: 13.75, remarks: 'Load-out ran late' });
    expect(corrected.json<PayrollItem>()).toMatchObject({ hours: 13.75, status: 'toConfirm', remarks: 'Load-out ran late',
      amount: Math.round(13.75 * item.rate * 100) / 100 + item.allowance });
    expect((await call('accountant@demo.test', 'POST', `/payrollItems/${item.id}`, { confirmed: true })).statusCode).toBe(403);
  });

  it('need a reason to decline; a decline leaves the office a TODO_PAYROLL_ITEM and lowers the gross', async () => {
    const item = (await openItems(sam)).find((candidate) => candidate.status === 'toConfirm')!;
    const payrollBefore = await get<Payroll>(sam, `/payrolls/${item.payrollId}`);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 12 }]) {
      const response = await call(sam, 'POST', `/payrollItems/${item.id}/decline`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.[0]?.path).toBe('reason');
    }
    expect(await get<PayrollItem>(sam, `/payrollItems/${item.id}`)).toEqual(item);
    expect((await get<ListResponse<Activity>>(sam, `/payrollItems/${item.id}/activities`)).total).toBe(0);

    const declined = await call(sam, 'POST', `/payrollItems/${item.id}/decline`, { reason: 'I was not there on that day.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<PayrollItem>()).toMatchObject({ status: 'declined', declineReason: 'I was not there on that day.' });
    const activities = (await get<ListResponse<Activity>>(sam, `/payrollItems/${item.id}/activities`)).items;
    expect(activities).toEqual([expect.objectContaining({ type: 'TODO_PAYROLL_ITEM', body: 'I was not there on that day.' })]);
    expect(activities[0]!.parameters).toMatchObject({ priority: 1, dueDate: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/) });
    const payrollAfter = await get<Payroll>(sam, `/payrolls/${item.payrollId}`);
    expect(payrollAfter.gross).toBeCloseTo(payrollBefore.gross - item.amount, 2);
  });

  it('and payrolls take activities such as a question from the crew member', async () => {
    const [payroll] = (await payrollsOf(sam)).items;
    const question = { caption: 'Question about my payroll', type: 'TODO_INT', body: 'Is the travel allowance included?' };
    const response = await call(sam, 'POST', `/payrolls/${payroll!.id}/activities`, question);
    expect(response.statusCode).toBe(201);
    expect(response.json<Activity>()).toMatchObject({ ...question, subject: { type: 'payroll', id: payroll!.id } });
    expect((await call(sam, 'POST', `/payrolls/${payroll!.id}/activities`, { ...question, type: 'NOTE' })).statusCode).toBe(400);
    const danas = (await payrollsOf(dana)).items[0]!;
    expect((await call(sam, 'POST', `/payrolls/${danas.id}/activities`, question)).statusCode).toBe(404);
  });
});
