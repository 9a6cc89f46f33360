// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/api/apiRoutes';
import { costOffenders, describeOffender, largestScannedTable, pairQueries, seqScanOffenders, type PlanSample } from './queryPlans/checkPlans';
import { DemoDatabase, planAll, type GrownSample } from './queryPlans/grownSample';
import { label, type ListCall, type RecordedCall, type SkippedCall } from './queryPlans/listCaller';
import { listRoutes } from './queryPlans/listRoutes';

/**
 * The query-plan guard (issue 14): every list call of the route table, as every demo login it answers, on the demo grown
 * ×30 and ×300 (then tens of thousands of crew items and status rows, thousands of crews, projects and documents).
 * Each statement the stores send is explained on the database it ran on; the guard refuses a statement that reads a
 * large table whole even when sequential scans are made as dear as can be (no index serves it), and a plan whose cost
 * grows more than linearly between the two sizes.
 */
const smallFactor = 30;
const bigFactor = 300;

/** A list route no demo login can call as it is: the menu preview needs the login to preview in its query. */
const unreachable = ['/tenants/:id/menuPreview'];

/** Statements no index serves, sent through the same checks to prove that the guard fails on such a statement. */
const planted: RecordedCall[] = [
  { route: '/planted/unindexedFilter', sql: 'SELECT * FROM crew_items WHERE remarks = $1', params: ['none'] },
  {
    route: '/planted/crewsScannedPerProject',
    sql: 'SELECT p.id, (SELECT count(*) FROM crews c WHERE c.name = p.name) AS crews FROM projects p', params: [],
  },
].map(({ route, sql, params }) => ({ route, query: '', login: 'planted', url: route, status: 200, queries: [{ sql, params }] }));

let smallDb: DemoDatabase;
let bigDb: DemoDatabase;
let planned: { calls: ListCall[]; skipped: SkippedCall[] };
let small: GrownSample;
let big: GrownSample;

beforeAll(async () => {
  smallDb = await DemoDatabase.open();
  planned = await smallDb.caller.planCalls();
  bigDb = await DemoDatabase.open();
  small = await smallDb.grow(smallFactor, planned.calls);
  big = await bigDb.grow(bigFactor, planned.calls);
}, 240_000);

afterAll(() => Promise.all([smallDb?.close(), bigDb?.close()]));

describe(`the plans of the list calls on the demo grown ×${smallFactor} and ×${bigFactor}`, () => {
  it('calls every list route as some login, and each call answers on both databases with the same statements', () => {
    const reached = new Set(planned.calls.map((call) => call.route));
    expect(listRoutes(apiRoutes).map((route) => route.path).filter((path) => !reached.has(path))).toEqual(unreachable);
    const failed = [...small.calls, ...big.calls].filter((call) => call.status !== 200);
    expect(failed.map((call) => `${label(call)} as ${call.login}: ${call.status}`)).toEqual([]);
    const { unpaired } = pairQueries(small, big);
    expect(unpaired.map((query) => `${query.call} as ${query.login}, statement ${query.index + 1}`)).toEqual([]);
  });

  it(`reads no table of more than ${largestScannedTable} rows whole: an index serves every statement`, () => {
    expect(seqScanOffenders([small, big]).map(describeOffender)).toEqual([]);
  });

  it('plans no statement whose cost grows more than linearly with the data', () => {
    expect(costOffenders(small, big).map(describeOffender)).toEqual([]);
  });

  it('refuses a filter no index serves and a subquery that scans a table once per row', async () => {
    const plant = async (db: DemoDatabase, sample: PlanSample): Promise<PlanSample> => ({ ...sample, queries: await planAll(db.db, planted) });
    const [before, after] = [await plant(smallDb, small), await plant(bigDb, big)];
    const scans = seqScanOffenders([before, after]).map((offender) => `${offender.call}: ${offender.problem.replace(/ \(.*/, '')}`);
    expect(scans).toContainEqual(expect.stringMatching(/^GET \/planted\/unindexedFilter: (Seq Scan|Index Scan of the whole index, filtered) on crew_items$/));
    expect(scans).toContainEqual(expect.stringMatching(/^GET \/planted\/crewsScannedPerProject: (Seq Scan|Index Scan of the whole index, filtered) on crews$/));
    expect(costOffenders(before, after).map((offender) => offender.call)).toEqual(['GET /planted/crewsScannedPerProject']);
  });
});
