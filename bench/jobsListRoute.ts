import type { Page, Route } from 'playwright-core';
import type { Job, ListResponse } from '../src/ground/contract';
import { jobRows } from './jobRows';

/** How the made-up jobs list went: how often it answered, and what went wrong if anything did. */
export interface JobsListRoute {
  answered: () => number;
  /** Throws what failed while answering, if anything did. */
  check: () => void;
}

/**
 * Answers `GET /api/v1/jobs` (the jobs screen's list) with `count` jobs cloned from the first real one the server
 * answers, filtered by `period` and paged by `page` and `limit` as the server does.
 */
export async function routeJobsList(page: Page, count: number): Promise<JobsListRoute> {
  let rows: Job[] | null = null;
  let answered = 0;
  let failure: unknown = null;
  const answer = async (route: Route) => {
    const real = await route.fetch();
    if (!rows) {
      const sample = ((await real.json()) as ListResponse<Job>).items[0];
      if (!sample) throw new Error('The server answered no job to clone');
      rows = jobRows(sample, count);
    }
    const query = new URL(route.request().url()).searchParams;
    const period = query.get('period');
    const matching = period ? rows.filter((row) => row.period === period) : rows;
    const limit = Number(query.get('limit') ?? 1000);
    const pageNumber = Number(query.get('page') ?? 1);
    const items = matching.slice((pageNumber - 1) * limit, pageNumber * limit);
    const json: ListResponse<Job> = { items, total: matching.length, page: pageNumber, limit };
    await route.fulfill({ response: real, json });
    answered += 1;
  };
  await page.route((url) => url.pathname === '/api/v1/jobs', async (route) => {
    try {
      await answer(route);
    } catch (error) {
      failure ??= error;
      await route.abort();
    }
  });
  return {
    answered: () => answered,
    check: () => {
      if (failure) throw new Error('Answering the jobs list failed', { cause: failure });
    },
  };
}
