// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { type Db } from '../../../server/kernel/database';
import { growTenant, type Growth } from '../../../server/demo/scale/growTenant';
import { openSeededDatabase } from '../testDatabase';
import { makeDataDir, removeDataDir } from '../testServer';

const opened: { db: Db; dataDir: string }[] = [];
afterAll(async () => {
  for (const { db, dataDir } of opened) {
    await db.close();
    removeDataDir(dataDir);
  }
});

async function freshDatabase(): Promise<Db> {
  const dataDir = makeDataDir();
  const db = await openSeededDatabase(dataDir);
  opened.push({ db, dataDir });
  return db;
}

/** A fingerprint of the rows a growth writes. */
const digest = async (db: Db) => (await db.query<{ digest: string }>(`SELECT md5(
    (SELECT string_agg(concat_ws('|', id, number, name, begin_date, end_date, manager_person_id), ',' ORDER BY id) FROM projects)
    || (SELECT string_agg(concat_ws('|', id, crew_id, person_id, start_date, status), ',' ORDER BY id) FROM crew_items)
    || (SELECT string_agg(concat_ws('|', id, received_at, subject), ',' ORDER BY id) FROM email_messages)) AS digest`)).rows[0]!.digest;

const jobsOf = async (db: Db, login: string) => (await db.query<{ count: number }>(
  'SELECT count(*)::int AS count FROM crew_items WHERE person_id = (SELECT person_id FROM users WHERE login = $1)', [login])).rows[0]!.count;

// A small growth (the command's default keeps ten copies of the demo logins' own jobs): the same rules, a third of the rows.
const growth: Growth = { host: 'localhost', factor: 4, ownCopies: 3, today: '2026-06-15' };

describe('growTenant (npm run seed:scale)', () => {
  it('grows the tenant by the factor, the demo logins\' own jobs by their copies, and the same way every time', async () => {
    const [first, second] = [await freshDatabase(), await freshDatabase()];
    const before = {
      jobs: await jobsOf(first, 'crew@demo.test'), other: await jobsOf(first, 'crew@acme.test'),
      lastProject: (await first.query<{ id: number }>('SELECT max(id) AS id FROM projects')).rows[0]!.id,
    };
    const counts = await first.transaction((tx) => growTenant(tx, growth));
    await second.transaction((tx) => growTenant(tx, growth));

    expect(await digest(first)).toBe(await digest(second));
    const demo = (await first.query<{ projects: number }>(
      "SELECT count(*)::int AS projects FROM projects WHERE tenant_id = (SELECT tenant_id FROM tenant_hosts WHERE host_name = 'localhost')")).rows[0]!;
    expect(counts.projects).toBe(demo.projects);
    expect(counts.projects % growth.factor).toBe(0);
    expect(await jobsOf(first, 'crew@demo.test')).toBe(before.jobs * growth.ownCopies!);
    expect(await jobsOf(first, 'crew@acme.test'), 'another tenant is left as it was').toBe(before.other);
    const numbers = await first.query<{ duplicates: number }>(
      'SELECT count(*)::int - count(DISTINCT (tenant_id, number))::int AS duplicates FROM projects');
    expect(numbers.rows[0]!.duplicates).toBe(0);
    const dates = await first.query<{ earliest: string; latest: string }>(
      'SELECT min(begin_date)::text AS earliest, max(begin_date)::text AS latest FROM projects WHERE id > $1', [before.lastProject]);
    expect(dates.rows[0], 'copies begin within two years of today').toEqual({ earliest: expect.stringMatching(/^202[45]-/), latest: expect.stringMatching(/^202[78]-/) });
  }, 120_000);

  it('refuses a factor below 2 and a host no tenant answers to, writing nothing', async () => {
    const db = await freshDatabase();
    const projects = async () => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM projects')).rows[0]!.count;
    const before = await projects();
    await expect(db.transaction((tx) => growTenant(tx, { ...growth, factor: 1 }))).rejects.toThrow('factor must be a whole number of 2 or more');
    await expect(db.transaction((tx) => growTenant(tx, { ...growth, host: 'nowhere.example' }))).rejects.toThrow('No tenant answers to host nowhere.example');
    expect(await projects()).toBe(before);
  }, 120_000);
});
