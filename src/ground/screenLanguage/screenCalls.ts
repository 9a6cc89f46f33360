import { customComponentCalls, type CustomComponentName } from './customComponents';
import { screenParts } from './screenParts';
import { isRecord } from './specRecord';
import type { ScreenCall } from './screenCall';

/** Whether a name is a registered custom component's (own names only, never `toString` and its like). */
function isCustomComponentName(name: string): name is CustomComponentName {
  return Object.hasOwn(customComponentCalls, name);
}

/**
 * Every API call a screen's spec makes, found wherever the screen language names an endpoint: data sources, a
 * select's options, calls and form submits (with their `method`), confirm checks and downloads, and the calls of the
 * hand-written components its layouts and sections name (`component:`, found by `screenParts`). Sources with
 * `base: app` read the app's own files, not the API, and are left out. Generic: it reads the spec's shape, not a
 * list of screens.
 */
export function screenCalls(spec: unknown): ScreenCall[] {
  const found = new Map<string, ScreenCall>();
  const naming = new Set(screenParts(spec).filter((part) => part.kind === 'layout' || part.kind === 'section').map((part) => part.value));
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isRecord(node)) return;
    if (typeof node.endpoint === 'string' && node.base !== 'app') {
      const method = node.method === 'POST' || node.method === 'DELETE' ? node.method : 'GET';
      found.set(`${method} ${node.endpoint}`, { method, endpoint: node.endpoint });
    }
    const component = naming.has(node) && typeof node.component === 'string' ? node.component : undefined;
    if (component !== undefined && isCustomComponentName(component)) {
      for (const call of customComponentCalls[component]) found.set(`${call.method} ${call.endpoint}`, call);
    }
    Object.values(node).forEach(visit);
  };
  visit(spec);
  return [...found.values()];
}

/**
 * Which of a server's paths (`/blockDates/:id`) an endpoint template reaches, as a router would pick it: same
 * number of segments, literals equal, a template part (`{{ … }}`, also mixed such as `x{{ y }}`) only where the
 * path has a parameter; of several, the ones with the most literal segments (`/items/vacant` over `/items/:id`).
 */
export function reachedPaths(endpoint: string, paths: readonly string[]): string[] {
  const [address = ''] = endpoint.split('?');
  const segments = address.split('/');
  const scored = paths.map((path) => ({ path, score: literalMatches(segments, path.split('/')) }));
  const best = Math.max(-1, ...scored.map((entry) => entry.score));
  return best < 0 ? [] : scored.filter((entry) => entry.score === best).map((entry) => entry.path);
}

/** How many literal segments match, or -1 when the path cannot answer the template. */
function literalMatches(template: readonly string[], path: readonly string[]): number {
  if (template.length !== path.length) return -1;
  let literals = 0;
  for (const [index, segment] of template.entries()) {
    const target = path.at(index);
    if (target === undefined) return -1;
    if (target.startsWith(':')) continue;
    if (segment.includes('{{') || segment !== target) return -1;
    literals += 1;
  }
  return literals;
}
