import type { TSchema } from 'typebox';
import type { ApiRoute } from '../../../server/kernel/route';

/** The schema of one item of a route's answer when the route is a GET answering a ListResponse, else undefined. */
export function listItemOf(route: ApiRoute): TSchema | undefined {
  if (route.method !== 'GET') return undefined;
  const properties = (route.answer as { properties?: Record<string, { items?: TSchema }> } | undefined)?.properties;
  return properties && 'total' in properties ? properties['items']?.items : undefined;
}

/**
 * The list calls of the route table: every GET whose answer is a ListResponse (`list`, `listUnder`, `subList` and
 * the support console's lists, all built with the contract's `ListOf`). Calls that answer one record or a file are
 * left out: they read a row by its key, and some GETs change data (`applyVacancy`).
 */
export const listRoutes = (routes: readonly ApiRoute[]): ApiRoute[] => routes.filter((route) => listItemOf(route) !== undefined);

/** The choices of one query field: its `enum`, also inside `anyOf` (an optional filter). */
function choicesOf(schema: { enum?: unknown[]; anyOf?: { enum?: unknown[] }[] }): string[] {
  const found = schema.enum ?? schema.anyOf?.flatMap((option) => option.enum ?? []) ?? [];
  return found.map(String);
}

/**
 * The query strings a list is called with: none (its defaults), and each choice of each filter that has a closed set of
 * them (`period=upcoming`, `status=draft`, `toConfirm=true` …), because each choice may send other SQL. Free-text,
 * date and id filters keep their defaults.
 */
export function queryVariants(route: ApiRoute): string[] {
  const properties = (route.query?.schema as { properties?: Record<string, Parameters<typeof choicesOf>[0]> } | undefined)?.properties ?? {};
  const filters = Object.entries(properties).filter(([name]) => name !== 'limit' && name !== 'page');
  return ['', ...filters.flatMap(([name, schema]) => choicesOf(schema).map((choice) => `${name}=${encodeURIComponent(choice)}`))];
}
