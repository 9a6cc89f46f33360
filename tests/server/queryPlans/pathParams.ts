import type { ApiRoute } from '../../../server/kernel/route';
import { listItemOf } from './listRoutes';

/** What fills a caller's paths: their own person, and the first page of each list they have been answered. */
export interface PathSources {
  /** The caller's person; none for project and plus-crew logins. */
  personId: number | null;
  /** Items answered to this caller, by the list route's path (e.g. `/projects/:number/projectCrews`), in route order. */
  answered: ReadonlyMap<string, readonly Record<string, unknown>[]>;
  /** Whether records the items refer to may fill paths too: a last resort, once the lists can fill no more. */
  referred: boolean;
}

/** Segments whose `:id` is a person: the caller's own (every login with a person may ask about itself). */
const personSegments = new Set(['persons', 'crewMember']);

type Item = Record<string, unknown>;

/**
 * `path` with each `:param` filled from the data, or null while one cannot be. The value after a segment `S` is, in turn:
 * - the caller's own person id when `S` names people (`/persons/:id`, `/crewMember/:id`);
 * - the field named like the parameter (else `id`) of the first item of a list answered to the caller that lists `S`:
 *   its path's last segment is `S` or begins with it (`/projects` for `/projects/:number`, `/projects/:number/projectCrews`
 *   for `/projectCrews/:id`, `/persons/:id/formsPerform` for `/forms/:id`), or its items are what `GET /S/:param`
 *   answers (`/payrolls/:id/items` for `/payrollItems/:id`);
 * - with `referred`, the same field of a record an answered item refers to by a name `S` ends with (a job's `crew` for
 *   `/projectCrews/:id`).
 */
export function fillPath(path: string, sources: PathSources, routes: readonly ApiRoute[]): string | null {
  const segments = path.split('/');
  const filled: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith(':')) {
      filled.push(segment);
      continue;
    }
    const value = valueFor(segments[index - 1] ?? '', segment.slice(1), sources, routes);
    if (value === null) return null;
    filled.push(encodeURIComponent(value));
  }
  return filled.join('/');
}

function valueFor(listed: string, param: string, sources: PathSources, routes: readonly ApiRoute[]): string | null {
  if (param === 'id' && personSegments.has(listed)) return sources.personId === null ? null : String(sources.personId);
  const record = routes.find((route) => route.method === 'GET' && route.path.endsWith(`/${listed}/:${param}`))?.answer;
  const listing = routes.filter((route) => {
    const item = listItemOf(route);
    return item !== undefined && (route.path.split('/').at(-1)?.startsWith(listed) || (record !== undefined && item === record));
  });
  const firsts = (paths: string[]) => paths.map((one) => sources.answered.get(one)?.[0]).filter((item) => item !== undefined);
  const singular = listed.replace(/s$/, '').toLowerCase();
  const referred = !sources.referred ? [] : firsts([...sources.answered.keys()]).flatMap((item) => Object.entries(item).flatMap(([name, value]) =>
    (value !== null && typeof value === 'object' && singular.endsWith(name.toLowerCase()) ? [value as Item] : [])));
  for (const item of [...firsts(listing.map((route) => route.path)), ...referred]) {
    const value = item[param] ?? item['id'];
    if (typeof value === 'number' || typeof value === 'string') return String(value);
  }
  return null;
}
