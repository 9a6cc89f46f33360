// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '../../../server/kernel/database';
import { countedPageOf, jsonPageOf, listedTotal, pageOf, selectList, type Page, type Paging } from '../../../server/kernel/paging';
import { openSeededDatabase } from '../testDatabase';
import { makeDataDir, removeDataDir } from '../testServer';

let db: Db;
const dataDir = makeDataDir();
beforeAll(async () => {
  db = await openSeededDatabase(dataDir);
}, 120_000);
afterAll(async () => {
  await db.close();
  removeDataDir(dataDir);
});

/**
 * A list of every kind of column `jsonPageOf` is for: whole numbers, text, booleans, dates as text, nulls, a capital in a
 * name, and one that reads a parameter no filter reads (`$2`, as the e-mail search's `bodyMatch` reads its words).
 */
const columns = {
  id: 'p.id', number: 'p.number', name: 'p.name', client_mark: 'p.client_mark', begin_date: 'p.begin_date::text',
  end_date: 'p.end_date::text', closed: 'p.closed', locCity: 'l.city', logo_upload_id: 'p.logo_upload_id', third: '(p.id % 3 = 0)',
  nameAt: 'strpos(lower(p.name), $2::text)',
};
const projects = (more = '') => `SELECT ${selectList(columns)}${more}
  FROM projects p LEFT JOIN locations l ON l.id = p.location_id WHERE p.tenant_id = $1
  ORDER BY p.begin_date DESC NULLS LAST, p.number DESC`;
/** The demo tenant's projects, `nameAt` where their name has an `e`. */
const params = [1, 'e'];
/** The same list with no row: a tenant that does not exist. */
const noParams = [-1, 'e'];

/** A page as the API sends it: its JSON text, so that the order of the keys counts as their values do. */
const answerOf = (page: Page<unknown>) => JSON.stringify(page);

/** The pages of a list of `count` rows, `limit` a page: every one, and one past the last. */
const pagesOf = (count: number, limit: number): Paging[] =>
  Array.from({ length: Math.ceil(count / limit) + 1 }, (_, index) => ({ limit, page: index + 1 }));

describe('the pages of a list', () => {
  it('are the same answer, byte for byte, as one JSON value (jsonPageOf) as row by row (pageOf), a page past the last too', async () => {
    const whole = await pageOf<Record<string, unknown>>(db, projects(), params, { limit: 1000, page: 1 });
    expect(whole.total).toBeGreaterThan(4);
    expect(whole.items.some((item) => item.logo_upload_id === null) && whole.items.some((item) => item.third === true)).toBe(true);
    expect(whole.items.some((item) => item.nameAt === 0) && whole.items.some((item) => Number(item.nameAt) > 0)).toBe(true);
    for (const paging of [{ limit: 1000, page: 1 }, ...pagesOf(whole.total, 3)]) {
      expect(answerOf(await jsonPageOf(db, projects(), params, paging, Object.keys(columns))), `page ${paging.page} of ${paging.limit}`)
        .toBe(answerOf(await pageOf(db, projects(), params, paging)));
    }
  });

  it('of an empty list are no items and a total of 0 as one JSON value (jsonPageOf), on the first page and after', async () => {
    for (const paging of [{ limit: 10, page: 1 }, { limit: 10, page: 2 }]) {
      expect(answerOf(await jsonPageOf(db, projects(), noParams, paging, Object.keys(columns)))).toBe(answerOf({ items: [], total: 0 }));
    }
  });

  it('are the same items and total with the count on each row (countedPageOf), a page past the last counted apart', async () => {
    const whole = await pageOf<Record<string, unknown>>(db, projects(), params, { limit: 1000, page: 1 });
    for (const paging of [{ limit: 1000, page: 1 }, ...pagesOf(whole.total, 3)]) {
      expect(await countedPageOf(db, projects(`, ${listedTotal}`), params, paging), `page ${paging.page} of ${paging.limit}`)
        .toEqual(await pageOf(db, projects(), params, paging));
    }
    expect(await countedPageOf(db, projects(`, ${listedTotal}`), noParams, { limit: 10, page: 1 })).toEqual({ items: [], total: 0 });
  });
});
