// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse, PlusCrew, PlusCrewProgress, PlusCrewValue, PlusCrewValueData } from '../../src/ground/contract';
import { localDate } from '../../server/kernel/isoDates';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['crew@demo.test', 'chief@demo.test', 'planner@demo.test', 'pc-7']) tokens[login] = await server.login(login);
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const today = localDate(new Date());
const get = async <T>(path: string, login: string, status = 200) => {
  const response = await server.call('GET', path, tokens[login]);
  expect(response.statusCode, `${path} ${response.body}`).toBe(status);
  return response.json<T>();
};
const post = (path: string, login: string, body: unknown) => server.call('POST', path, tokens[login], body);
const valuesOf = async (number: string, login: string) =>
  (await get<ListResponse<PlusCrewValue>>(`/plusCrewValues?plusCrew=${number}`, login)).items;
const dataCount = async () => (await get<ListResponse<PlusCrewValueData>>('/plusCrewValueDatas?plusCrew=7', 'pc-7')).total;

describe('plus crews: who sees what', () => {
  it('confines the PC-7 login to plus crew 7', async () => {
    const { items } = await get<ListResponse<PlusCrew>>('/plusCrews', 'pc-7');
    expect(items.map((crew) => crew.number)).toEqual(['7']);
    expect(items[0]).toMatchObject({ name: 'Stage Heroes', minimumTarget: 12000, bonusPercentage: 5 });
    expect(items[0]!.members.map((member) => member.name).sort()).toEqual(['Dana de Vries', 'Sam Crew']);
    await get('/plusCrews/12', 'pc-7', 404);
    await get('/plusCrews/12/prgrss', 'pc-7', 404);
    expect(await valuesOf('12', 'pc-7')).toEqual([]);
    expect((await get<ListResponse<PlusCrewValueData>>('/plusCrewValueDatas?plusCrew=12', 'pc-7')).total).toBe(0);
    const otherValue = (await valuesOf('12', 'chief@demo.test'))[0]!;
    const otherData = (await get<ListResponse<PlusCrewValueData>>('/plusCrewValueDatas?plusCrew=12', 'chief@demo.test')).items[0]!;
    expect((await post(`/plusCrewValues/${otherValue.id}`, 'pc-7', { weight: 2 })).statusCode).toBe(403);
    expect((await post('/plusCrewValueDatas', 'pc-7',
      { plusCrewValueId: otherValue.id, dateFrom: today, dateTo: today, value: 1, type: 'manual' })).statusCode).toBe(404);
    expect((await server.call('DELETE', `/plusCrewValueDatas/${otherData.id}`, tokens['pc-7'])).statusCode).toBe(404);
  });

  it('shows crew members their own plus crews, and needs plusCrews.EDIT to change anything', async () => {
    expect((await get<ListResponse<PlusCrew>>('/plusCrews', 'crew@demo.test')).items.map((crew) => crew.number)).toEqual(['7']);
    expect((await get<ListResponse<PlusCrew>>('/plusCrews', 'chief@demo.test')).items.map((crew) => crew.number)).toEqual(['12', '7']);
    await get('/plusCrews', 'planner@demo.test', 403);
    const value = (await valuesOf('7', 'crew@demo.test'))[0]!;
    expect((await post('/plusCrewValueDatas', 'crew@demo.test',
      { plusCrewValueId: value.id, dateFrom: today, dateTo: today, value: 1, type: 'manual' })).statusCode).toBe(403);
    expect((await post(`/plusCrewValues/${value.id}`, 'crew@demo.test', { weight: 2 })).statusCode).toBe(403);
  });
});

describe('plus crew progress and value data', () => {
  it('has six months of seeded progress', async () => {
    const progress = await get<PlusCrewProgress>('/plusCrews/7/prgrss', 'pc-7');
    expect(progress.months).toHaveLength(6);
    expect(progress.months[5]!.month).toBe(today.slice(0, 7));
    expect(progress.months.every((month) => month.turnover > 0 && month.hours > 0 && month.teamSpeed! > 0)).toBe(true);
    expect(progress.months.some((month) => month.targetReached)).toBe(true);
    expect(progress.bonusForecast).toBeGreaterThan(0);
  });

  it('moves the progress numbers when value data is added and back when it is deleted', async () => {
    const before = await get<PlusCrewProgress>('/plusCrews/7/prgrss', 'pc-7');
    const turnover = (await valuesOf('7', 'pc-7')).find((value) => value.name === 'Invoiced turnover')!;
    // More than the minimum target on its own: this month then passes the target whatever today's day of the month
    // is, so the bonus forecast has to grow (with a smaller amount it grew only early in a month).
    const added = before.months[5]!.minimumTarget + 5000;
    const created = await post('/plusCrewValueDatas', 'pc-7',
      { plusCrewValueId: turnover.id, dateFrom: today, dateTo: today, value: added, type: 'manual' });
    expect(created.statusCode).toBe(201);
    const data = created.json<PlusCrewValueData>();
    expect(data).toMatchObject({ plusCrewNumber: '7', value: added, dateFrom: today, plusCrewValue: { id: turnover.id } });
    const after = await get<PlusCrewProgress>('/plusCrews/7/prgrss', 'pc-7');
    expect(after.months[5]!.turnover).toBeCloseTo(before.months[5]!.turnover + added, 2);
    expect(after.totalTurnover).toBeCloseTo(before.totalTurnover + added, 2);
    expect(after.projectedTurnover).toBeGreaterThan(before.projectedTurnover);
    expect(after.bonusForecast).toBeGreaterThan(before.bonusForecast);
    expect(after.teamSpeed!).toBeGreaterThan(before.teamSpeed!);
    expect((await server.call('DELETE', `/plusCrewValueDatas/${data.id}`, tokens['pc-7'])).statusCode).toBe(204);
    expect((await get<PlusCrewProgress>('/plusCrews/7/prgrss', 'pc-7')).totalTurnover).toBeCloseTo(before.totalTurnover, 2);
  });

  it('weighs turnover by the value setting', async () => {
    const merch = (await valuesOf('7', 'pc-7')).find((value) => value.name === 'Merchandise commission')!;
    const before = await get<PlusCrewProgress>('/plusCrews/7/prgrss', 'pc-7');
    expect((await post(`/plusCrewValues/${merch.id}`, 'pc-7', { active: false })).statusCode, 'a plus-crew login').toBe(403);
    const updated = await post(`/plusCrewValues/${merch.id}`, 'chief@demo.test', { active: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<PlusCrewValue>()).toMatchObject({ id: merch.id, active: false, weight: 0.5 });
    expect((await get<PlusCrewProgress>('/plusCrews/7/prgrss', 'pc-7')).totalTurnover).toBeLessThan(before.totalTurnover);
    await post(`/plusCrewValues/${merch.id}`, 'chief@demo.test', { active: true });
    expect((await get<PlusCrewProgress>('/plusCrews/7/prgrss', 'pc-7')).totalTurnover).toBeCloseTo(before.totalTurnover, 2);
  });

  it('refuses bad value data and settings with 400 and writes nothing', async () => {
    const value = (await valuesOf('7', 'pc-7'))[0]!;
    const good = { plusCrewValueId: value.id, dateFrom: '2030-01-10', dateTo: '2030-01-20', value: 10, type: 'manual' };
    const count = await dataCount();
    for (const [body, path] of [
      [{ ...good, dateTo: '2030-01-09' }, 'dateTo'], [{ ...good, value: '10' }, 'value'], [{ ...good, type: 'guess' }, 'type'],
      [{ ...good, extra: 1 }, 'extra'], [{ ...good, dateFrom: '2030-02-30' }, 'dateFrom'],
    ] as const) {
      const response = await post('/plusCrewValueDatas', 'pc-7', body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json<ApiError>().error.details?.map((detail) => detail.path)).toContain(path);
    }
    expect(await dataCount()).toBe(count);
    expect((await post(`/plusCrewValues/${value.id}`, 'chief@demo.test', {})).statusCode).toBe(400);
    expect((await post(`/plusCrewValues/${value.id}`, 'chief@demo.test', { weight: -1 })).statusCode).toBe(400);
    expect((await post('/plusCrewValues/999999', 'chief@demo.test', { weight: 1 })).statusCode).toBe(404);
    expect(await get<ListResponse<unknown>>('/plusCrewValueDatas?from=2030-02-01&to=2030-01-01', 'pc-7', 400)).toBeTruthy();
  });

  it('lists the value types, data source types and plus crew types', async () => {
    expect((await get<ListResponse<{ code: string }>>('/plusCrewValueTypes', 'pc-7')).items.map((t) => t.code))
      .toEqual(['turnover', 'hours', 'costs']);
    expect((await get<ListResponse<{ code: string }>>('/plusCrewValueDataSourceTypes', 'pc-7')).total).toBe(4);
    expect((await get<ListResponse<{ name: string }>>('/plusCrewTypes', 'crew@demo.test')).items.map((t) => t.name))
      .toEqual(['Rigging crew', 'Stage crew']);
  });
});
