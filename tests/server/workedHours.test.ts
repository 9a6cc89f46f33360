// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse, PayrollItem, StaffContract, WorkedHours, WorkedHoursApproved } from '../../src/ground/contract';
import { addDays, localDate } from '../../server/kernel/isoDates';
import { claimMissingCheckOuts } from '../../server/store/workedHours/missingCheckOuts';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

/**
 * From check-in to pay (issue 37): check-ins and check-outs (with a break) become a day's worked hours beside the
 * planned ones, a check-in far from the venue is refused, a day left checked in is flagged and pushed once, the chief
 * confirms, the office corrects and approves with the company's rounding (15 minutes by default), and each approved
 * day becomes a payroll item the crew member confirms; the contract's worked hours follow. Every crew here is the
 * test's own, on project 1008, with positions made yesterday (so every check lies in the past, on one local day).
 */

let server: TestServer;
const tokens: Record<string, string> = {};
const sam = 'crew@demo.test';
const dana = 'chief@demo.test';
const anne = 'accountant@demo.test';
const yesterday = addDays(localDate(new Date()), -1);
/** Yesterday at `time` (local), as ISO. */
const at = (time: string) => {
  const [year, month, day] = yesterday.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes).toISOString();
};

const call = (login: string, method: 'GET' | 'POST', path: string, body?: unknown) => server.call(method, path, tokens[login], body);
async function ok<T>(login: string, method: 'GET' | 'POST', path: string, body?: unknown, status = 200): Promise<T> {
  const response = await call(login, method, path, body);
  expect(response.statusCode, `${method} ${path} ${response.body.slice(0, 300)}`).toBe(status);
  return response.json<T>();
}
const sql = async <T>(text: string, params: unknown[] = []) => (await server.app.db.query<T>(text, params)).rows;

let venue: { id: number; latitude: number; longitude: number };
let samId: number;
let danaId: number;

/** A new crew of project 1008 at the venue, chiefed by Dana, with Sam confirmed on it yesterday from `start` to `end`. */
async function crewWithDay(label: string, start = '08:00', end = '16:00'): Promise<{ crewId: number; crewItemId: number }> {
  const crew = await ok<{ id: number }>('planner@demo.test', 'POST', '/projects/1008/projectCrews',
    { name: `${label} hours crew`, locationId: venue.id, crewChiefId: danaId }, 201);
  const [item] = await sql<{ id: number }>(
    `INSERT INTO crew_items (crew_id, person_id, function, start_date, end_date, start_time, end_time, status)
     VALUES ($1, $2, 'Stagehand', $3, $3, $4, $5, 'confirmed') RETURNING id`, [crew.id, samId, yesterday, start, end]);
  return { crewId: crew.id, crewItemId: item!.id };
}

const near = () => ({ latitude: venue.latitude + 0.0005, longitude: venue.longitude, accuracy: 8 });
const check = (crewId: number, kind: 'checkIn' | 'checkOut', time: string, position = near()) =>
  call(sam, 'POST', `/projectCrews/${crewId}/liveLocations`, { ...position, recordedAt: at(time), check: kind });
const daysOf = async (login: string, crewId: number) =>
  (await ok<ListResponse<WorkedHours>>(login, 'GET', `/projectCrews/${crewId}/workedHours`)).items;

beforeAll(async () => {
  server = await startTestServer();
  for (const login of [sam, dana, anne, 'planner@demo.test', 'office@demo.test', 'client@demo.test', 'P-1001']) tokens[login] = await server.login(login);
  venue = (await sql<typeof venue>('SELECT id, latitude, longitude FROM locations WHERE latitude IS NOT NULL ORDER BY id LIMIT 1'))[0]!;
  const persons = await sql<{ login: string; person_id: number }>("SELECT login, person_id FROM users WHERE login IN ($1, $2)", [sam, dana]);
  samId = persons.find((row) => row.login === sam)!.person_id;
  danaId = persons.find((row) => row.login === dana)!.person_id;
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

describe('checking in', () => {
  it('refuses a check-in far from the venue, saying how far and the radius', async () => {
    const { crewId } = await crewWithDay('Far');
    const far = { ...near(), latitude: venue.latitude + 0.05 };
    const refused = await check(crewId, 'checkIn', '08:00', far);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error.message).toMatch(/^You are 5\.\d km from the location: a check-in counts within 250 m of it$/);
    expect((await check(crewId, 'checkIn', '08:00')).statusCode).toBe(201);
  });
});

describe('from check-in to pay', () => {
  let day: { crewId: number; crewItemId: number };
  let entered: { crewId: number; crewItemId: number };

  beforeAll(async () => {
    day = await crewWithDay('Checked');
    entered = await crewWithDay('Entered', '09:00', '17:00');
  });

  it('lists the planned day before anything is worked, to the member and the chief; not to a client login', async () => {
    const [planned] = await daysOf(sam, day.crewId);
    expect(planned).toMatchObject({ id: null, state: 'notWorked', workDate: yesterday, plannedHours: 8, workedHours: null, missingCheckOut: false });
    expect(await daysOf(dana, day.crewId)).toHaveLength(1);
    expect((await call('client@demo.test', 'GET', `/projectCrews/${day.crewId}/workedHours`)).statusCode).toBe(404);
    expect((await call('office@demo.test', 'GET', `/projectCrews/${day.crewId}/workedHours`)).statusCode).toBe(404);
  });

  it('counts check-in to check-out, the gap between a check-out and the next check-in a break', async () => {
    for (const [kind, time] of [['checkIn', '08:00'], ['checkOut', '11:00'], ['checkIn', '11:30'], ['checkOut', '15:52']] as const) {
      expect((await check(day.crewId, kind, time)).statusCode, `${kind} ${time}`).toBe(201);
    }
    const [worked] = await daysOf(sam, day.crewId);
    expect(worked).toMatchObject({
      state: 'toConfirm', startedAt: at('08:00'), endedAt: at('15:52'), breakMinutes: 30, workedHours: 7.37, entered: false,
      plannedHours: 8, missingCheckOut: false,
    });
  });

  it('lets a member enter the hours of a day without a check-in, with the reason, once', async () => {
    const body = { crewItemId: entered.crewItemId, workDate: yesterday, startTime: '09:00', endTime: '17:10', breakMinutes: 40, reason: 'Phone battery was empty' };
    expect((await call(dana, 'POST', `/projectCrews/${entered.crewId}/workedHours`, body)).statusCode).toBe(404);
    const made = await ok<WorkedHours>(sam, 'POST', `/projectCrews/${entered.crewId}/workedHours`, body, 201);
    expect(made).toMatchObject({ state: 'toConfirm', workedHours: 7.5, entered: true, enteredReason: 'Phone battery was empty' });
    expect((await call(sam, 'POST', `/projectCrews/${entered.crewId}/workedHours`, body)).statusCode).toBe(409);
    const tomorrow = addDays(localDate(new Date()), 1);
    expect((await call(sam, 'POST', `/projectCrews/${entered.crewId}/workedHours`, { ...body, workDate: tomorrow })).statusCode).toBe(404);
  });

  it('lets only the crew chief confirm a day, once', async () => {
    const [worked] = await daysOf(sam, day.crewId);
    expect((await call(sam, 'POST', `/workedHours/${worked!.id}/confirm`)).statusCode).toBe(403);
    expect((await call(anne, 'POST', `/workedHours/${worked!.id}/confirm`)).statusCode).toBe(404);
    const confirmed = await ok<WorkedHours>(dana, 'POST', `/workedHours/${worked!.id}/confirm`);
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmedBy: { id: danaId } });
    expect((await call(dana, 'POST', `/workedHours/${worked!.id}/confirm`)).statusCode).toBe(409);
    // The crew chief's confirmation of the whole crew confirms what waits.
    await ok(dana, 'POST', `/projectCrews/${entered.crewId}/digitalConfirm`, { remarks: null });
    expect((await daysOf(sam, entered.crewId))[0]!.state).toBe('confirmed');
  });

  it('lets only the office with payrolls.APPROVE list, correct and approve', async () => {
    for (const login of [sam, dana, 'office@demo.test', 'planner@demo.test']) {
      expect((await call(login, 'GET', '/workedHours')).statusCode, login).toBe(403);
      expect((await call(login, 'POST', '/workedHours/approve', {})).statusCode, login).toBe(403);
    }
    expect((await call('P-1001', 'GET', '/workedHours')).statusCode).toBe(403);
    const listed = await ok<ListResponse<WorkedHours>>(anne, 'GET', `/workedHours?state=confirmed&projectNumber=1008&from=${yesterday}&to=${yesterday}`);
    expect(listed.items.map((item) => item.crewItemId)).toEqual(expect.arrayContaining([day.crewItemId, entered.crewItemId]));
    expect(listed.items.every((item) => item.state === 'confirmed')).toBe(true);
  });

  it("approves with the company's rounding and the office's correction, into payroll items the member confirms", async () => {
    const contractBefore = await runningContract();
    const [enteredDay] = await daysOf(sam, entered.crewId);
    const corrected = await ok<WorkedHours>(anne, 'POST', `/workedHours/${enteredDay!.id}/correct`, { hours: 8, reason: 'Load-out ran late' });
    expect(corrected).toMatchObject({ correctedHours: 8, correctionReason: 'Load-out ran late', state: 'confirmed' });

    const approval = await ok<WorkedHoursApproved>(anne, 'POST', '/workedHours/approve', { projectNumber: '1008', from: yesterday, to: yesterday });
    const byItem = new Map(approval.items.map((item) => [item.crewItemId, item]));
    // 7 h 22 worked rounds to 7 h 15 at the default 15 minutes; the correction is paid as set.
    expect(byItem.get(day.crewItemId)).toMatchObject({ state: 'approved', approvedHours: 7.25 });
    expect(byItem.get(entered.crewItemId)).toMatchObject({ state: 'approved', approvedHours: 8 });
    expect((await call(anne, 'POST', `/workedHours/${enteredDay!.id}/correct`, { hours: 9, reason: 'Again' })).statusCode).toBe(409);
    expect((await ok<WorkedHoursApproved>(anne, 'POST', '/workedHours/approve', { projectNumber: '1008' })).approvedCount).toBe(0);

    const item = await ok<PayrollItem>(sam, 'GET', `/payrollItems/${byItem.get(day.crewItemId)!.payrollItemId}`);
    expect(item).toMatchObject({ hours: 7.25, status: 'toConfirm', crewItemId: day.crewItemId, workDate: yesterday });
    const correctedItem = await ok<PayrollItem>(sam, 'GET', `/payrollItems/${byItem.get(entered.crewItemId)!.payrollItemId}`);
    expect(correctedItem).toMatchObject({ hours: 8, remarks: 'Load-out ran late' });
    expect(await ok<PayrollItem>(sam, 'POST', `/payrollItems/${item.id}`, { confirmed: true })).toMatchObject({ status: 'confirmed' });

    // The contract's worked hours are the approved ones (Sam's min-max contract runs from 90 days ago).
    expect((await runningContract()).workedHours - contractBefore.workedHours).toBeCloseTo(15.25, 2);
  });
});

/** Sam's contract running yesterday. */
async function runningContract(): Promise<StaffContract> {
  const { items } = await ok<ListResponse<StaffContract>>(sam, 'GET', `/persons/${samId}/staffContracts`);
  const running = items.find((contract) => contract.startDate <= yesterday && (contract.endDate === null || contract.endDate >= yesterday));
  expect(running, 'a contract of Sam running yesterday').toBeDefined();
  return running!;
}

describe('a missing check-out', () => {
  it('is flagged after the planned end plus the margin, and pushed to the person once', async () => {
    const { crewId } = await crewWithDay('Forgotten', '08:00', '09:00');
    expect((await check(crewId, 'checkIn', '08:05')).statusCode).toBe(201);
    const [open] = await daysOf(dana, crewId);
    expect(open).toMatchObject({ state: 'checkedIn', endedAt: null, workedHours: null, missingCheckOut: true });
    expect((await call(dana, 'POST', `/workedHours/${open!.id}/confirm`)).statusCode).toBe(409);
    await claimMissingCheckOuts(server.app.db, new Date());
    const pushed = () => sql<{ person_id: number }>("SELECT person_id FROM push_messages WHERE kind = 'missingCheckOut' AND subject_id = $1", [open!.id]);
    expect(await pushed()).toEqual([{ person_id: samId }]);
    await claimMissingCheckOuts(server.app.db, new Date());
    expect(await pushed()).toHaveLength(1);
  });
});
