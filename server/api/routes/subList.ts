import type { ListResponse } from '../../../src/api/contract';
import type { AccessRule } from '../../../src/spec/types';
import { object, type Field } from '../fields';
import { pagingShape, type Page, type Paging } from '../paging';
import { route, type ApiRoute, type SessionContext } from '../route';

const paging = object(pagingShape, { unknownKeys: 'ignore' });

/** GET a ListResponse below a record named by path parameters (e.g. `/projects/:number/projectCrews`); paged as every list. */
export function subList<P, T>(spec: {
  path: string;
  access: AccessRule;
  params: Field<P>;
  fetch(ctx: SessionContext, params: P, paging: Paging): Promise<Page<T>>;
}): ApiRoute {
  return route({
    method: 'GET', path: spec.path, access: spec.access, params: spec.params, query: paging,
    handle: async (ctx, { params, query }): Promise<ListResponse<T>> => {
      const { items, total } = await spec.fetch(ctx, params, query);
      return { items, total, page: query.page, limit: query.limit };
    },
  });
}
