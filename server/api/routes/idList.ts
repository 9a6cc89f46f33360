import type { ListResponse } from '../../../src/api/contract';
import type { AccessRule } from '../../../src/spec/types';
import { object } from '../fields';
import { pagingShape, type Page, type Paging } from '../paging';
import { idParams } from '../resourceRoutes';
import { route, type ApiRoute, type SessionContext } from '../route';

const pagingQuery = object(pagingShape, { unknownKeys: 'ignore' });

/** GET a ListResponse of a record's sub-resource, e.g. `/contacts/:id/persons`; the store throws the 404. */
export function idList<T>(spec: {
  path: string;
  access: AccessRule;
  fetch(ctx: SessionContext, id: number, paging: Paging): Promise<Page<T>>;
}): ApiRoute {
  return route({
    method: 'GET', path: spec.path, access: spec.access, params: idParams, query: pagingQuery,
    handle: async (ctx, { params, query }): Promise<ListResponse<T>> => {
      const { items, total } = await spec.fetch(ctx, params.id, query);
      return { items, total, page: query.page, limit: query.limit };
    },
  });
}
