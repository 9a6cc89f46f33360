/** A product route (`/forms/{id}/{name?}`) as a regular expression over an address's path, in source form. */
export function routePattern(route: string): string {
  const parts = route.split('/').filter(Boolean).map((part) => {
    if (/^\{\w+\?\}$/.test(part)) return '(?:/[^/]+)?';
    if (/^\{\w+\}$/.test(part)) return '/[^/]+';
    return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return `^${parts.join('')}/?$`;
}

/** How many fixed parts a route has: routes with more come first, as the router ranks them (`/jobs/new` before `/jobs/{id}`). */
export const fixedParts = (route: string) => route.split('/').filter((part) => part && !part.startsWith('{')).length;
