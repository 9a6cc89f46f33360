import type { ListResponse } from '../../src/api/contract';
import type { AccessRule } from '../../src/spec/types';
import { object, type Field } from './fields';
import { notFound } from './HttpError';
import { pagingShape, type Page, type Paging } from './paging';
import { idParams } from './resourceRoutes';
import { route, type ApiRoute, type SessionContext } from './route';

const pagingQuery = object(pagingShape, { unknownKeys: 'ignore' });

/**
 * GET a ListResponse of the records under one parent, e.g. `/payrolls/:id/items`: the store answers null when the
 * caller may not see the parent (a 404 with `notFound`), else one page.
 */
export function subList<T, F = Record<never, never>>(spec: {
  path: string;
  access: AccessRule;
  notFound: string;
  /** Query fields besides `limit` and `page` (see `filters`). */
  filters?: Field<F>;
  fetch(ctx: SessionContext, id: number, query: F & Paging): Promise<Page<T> | null>;
}): ApiRoute {
  const query: Field<F & Paging> = (value, path, problems) => ({
    ...(spec.filters?.(value, path, problems) as F),
    ...pagingQuery(value, path, problems),
  });
  return route({
    method: 'GET', path: spec.path, access: spec.access, params: idParams, query,
    handle: async (ctx, { params, query }): Promise<ListResponse<T>> => {
      const page = await spec.fetch(ctx, params.id, query);
      if (page === null) throw notFound(spec.notFound);
      return { items: page.items, total: page.total, page: query.page, limit: query.limit };
    },
  });
}
