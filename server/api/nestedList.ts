import type { ListResponse } from '../../src/api/contract';
import type { AccessRule } from '../../src/spec/types';
import { object, type Field } from './fields';
import { pagingShape, type Page, type Paging } from './paging';
import { idParams } from './resourceRoutes';
import { route, type ApiRoute, type SessionContext } from './route';

const pagingField = object(pagingShape, { unknownKeys: 'ignore' });

/** GET a ListResponse of what belongs to one record, `/<things>/:id/<children>`: the `:id` is validated like getOne's. */
export function nestedList<T, F = Record<never, never>>(spec: {
  path: string;
  access: AccessRule;
  filters?: Field<F>;
  fetch(ctx: SessionContext, id: number, query: F & Paging): Promise<Page<T>>;
}): ApiRoute {
  const query: Field<F & Paging> = (value, path, problems) => ({
    ...(spec.filters?.(value, path, problems) as F),
    ...pagingField(value, path, problems),
  });
  return route({
    method: 'GET', path: spec.path, access: spec.access, params: idParams, query,
    handle: async (ctx, { params, query }): Promise<ListResponse<T>> => {
      const { items, total } = await spec.fetch(ctx, params.id, query);
      return { items, total, page: query.page, limit: query.limit };
    },
  });
}
