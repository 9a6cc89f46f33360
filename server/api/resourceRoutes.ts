import type { ListResponse } from '../../src/ground/contract';
import type { AccessRule } from '../../src/ground/screenLanguage/types';
import type { TSchema } from 'typebox';
import { ListOf, type AnswerSchema } from '../../src/ground/contract/shapes';
import { field, object, wholeNumber, type CrossCheck, type Field, type Shape, type ShapeValue } from '../../src/ground/contract/fields/fields';
import { notFound } from '../kernel/HttpError';
import { pagingShape, type Page, type Paging } from '../kernel/paging';
import { route, type ApiRoute, type SessionContext } from '../kernel/route';
import { pathNouns, withArticle } from './pathNouns';

/**
 * The four calls most resources need, each one table row: list, get one, create, delete.
 * Each takes the path, the access rule and one store function; validation, paging, 404s and statuses are here.
 * Each makes the row's summary from its path ("List receipts", "Get one receipt", "List a receipt's items") unless
 * the spec gives its own.
 */

/** A row's own words for the API reference (see `RouteSpec`); the helper's default summary when left out. */
interface Described {
  summary?: string;
  description?: string;
}

/** "List a receipt's items" below a record, "List receipts" at the top. */
function listSummary(path: string): string {
  const { records, owner } = pathNouns(path);
  return owner === undefined ? `List ${records}` : `List ${withArticle(owner)}'s ${records}`;
}

/** `:id` in a path: a positive whole number that fits a Postgres int. */
export const idParams = object({ id: wholeNumber(1, 2_147_483_647) }, { unknownKeys: 'ignore' });

const pagingField = object(pagingShape, { unknownKeys: 'ignore' });

/** Query fields of a list besides `limit` and `page`; unknown query keys are skipped. */
export const filters = <S extends Shape>(shape: S, check?: CrossCheck<ShapeValue<S>>) =>
  object(shape, { unknownKeys: 'ignore', check });

/** A list's query: its own `filters` plus `limit` and `page`, which every list takes. */
function pagedQuery<F>(filters: Field<F, unknown> | undefined): Field<F & Paging> {
  const propertiesOf = (read: Field<unknown> | undefined) => (read?.schema as { properties?: Record<string, TSchema> } | undefined)?.properties;
  const schema = { ...pagingField.schema, properties: { ...propertiesOf(filters), ...propertiesOf(pagingField) } };
  return field(schema, (value, path, problems) => ({ ...(filters?.(value, path, problems) as F), ...pagingField(value, path, problems) }));
}

/** GET a ListResponse; `filters` reads the query besides `limit` and `page`, which every list takes. */
export function list<T, F = Record<never, never>>(spec: Described & {
  path: string;
  access: AccessRule;
  /** The schema of one item of the list (the contract's). */
  item?: TSchema;
  filters?: Field<F, unknown>;
  fetch(ctx: SessionContext, query: F & Paging): Promise<Page<T>>;
}): ApiRoute {
  const query = pagedQuery(spec.filters);
  return route({
    method: 'GET', path: spec.path, access: spec.access, query, answer: spec.item && ListOf(spec.item),
    summary: spec.summary ?? `List ${pathNouns(spec.path).records}`, description: spec.description,
    handle: async (ctx, { query }): Promise<ListResponse<T>> => {
      const { items, total } = await spec.fetch(ctx, query);
      return { items, total, page: query.page, limit: query.limit };
    },
  });
}

/** GET one record by `:id`; 404 with `notFound` when the store finds none for this caller. */
export function getOne<T>(spec: Described & {
  path: string;
  access: AccessRule;
  /** The record's schema (the contract's). */
  answer?: AnswerSchema;
  notFound: string;
  fetch(ctx: SessionContext, id: number): Promise<T | null>;
}): ApiRoute {
  return route({
    method: 'GET', path: spec.path, access: spec.access, params: idParams, answer: spec.answer,
    summary: spec.summary ?? `Get one ${pathNouns(spec.path).record}`, description: spec.description,
    handle: async (ctx, { params }) => {
      const record = await spec.fetch(ctx, params.id);
      if (record === null) throw notFound(spec.notFound);
      return record;
    },
  });
}

/** POST a new record; answers it with 201. */
export function create<B, T>(spec: Described & {
  path: string;
  access: AccessRule;
  body: Field<B, unknown>;
  /** The created record's schema (the contract's). */
  answer?: TSchema;
  insert(ctx: SessionContext, body: B): Promise<T>;
}): ApiRoute {
  return route({
    method: 'POST', path: spec.path, access: spec.access, body: spec.body, status: 201, answer: spec.answer,
    summary: spec.summary ?? `Create ${withArticle(pathNouns(spec.path).record)}`, description: spec.description,
    handle: (ctx, { body }) => spec.insert(ctx, body),
  });
}

/** DELETE a record by `:id`; 204, or 404 with `notFound` when the store deleted none of this caller's. */
export function remove(spec: Described & {
  path: string;
  access: AccessRule;
  notFound: string;
  delete(ctx: SessionContext, id: number): Promise<boolean>;
}): ApiRoute {
  return route({
    method: 'DELETE', path: spec.path, access: spec.access, params: idParams, status: 204,
    summary: spec.summary ?? `Delete ${withArticle(pathNouns(spec.path).record)}`, description: spec.description,
    handle: async (ctx, { params }) => {
      if (!(await spec.delete(ctx, params.id))) throw notFound(spec.notFound);
      return null;
    },
  });
}

/**
 * GET a ListResponse below a record named by path parameters, e.g. `/projects/:number/projectCrews`: the store
 * answers a page, or null (→ 404 with `notFound`) or throws when the caller may not see the record.
 */
export function listUnder<P, T, F = Record<never, never>>(spec: Described & {
  path: string;
  access: AccessRule;
  params: Field<P, unknown>;
  /** The schema of one item of the list (the contract's). */
  item?: TSchema;
  /** The 404 message when the store answers null. Default "Not found". */
  notFound?: string;
  filters?: Field<F, unknown>;
  fetch(ctx: SessionContext, params: P, query: F & Paging): Promise<Page<T> | null>;
}): ApiRoute {
  return route<P, F & Paging>({
    method: 'GET', path: spec.path, access: spec.access, params: spec.params, query: pagedQuery(spec.filters),
    answer: spec.item && ListOf(spec.item), summary: spec.summary ?? listSummary(spec.path), description: spec.description,
    handle: async (ctx, { params, query }): Promise<ListResponse<T>> => {
      const page = await spec.fetch(ctx, params, query);
      if (page === null) throw notFound(spec.notFound ?? 'Not found');
      return { items: page.items, total: page.total, page: query.page, limit: query.limit };
    },
  });
}

/** `listUnder` a record named by `:id`, e.g. `/payrolls/:id/items`; the store gets the id. */
export function subList<T, F = Record<never, never>>(spec: Described & {
  path: string;
  access: AccessRule;
  /** The schema of one item of the list (the contract's). */
  item?: TSchema;
  notFound?: string;
  filters?: Field<F, unknown>;
  fetch(ctx: SessionContext, id: number, query: F & Paging): Promise<Page<T> | null>;
}): ApiRoute {
  return listUnder({ ...spec, params: idParams, fetch: (ctx, params, query) => spec.fetch(ctx, params.id, query) });
}
