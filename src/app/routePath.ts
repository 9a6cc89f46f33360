/** Turns a product route (`/forms/{id}/{name?}`) into a react-router path (`/forms/:id/:name?`). */
export function routePath(route: string): string {
  return route.replace(/\{([A-Za-z][A-Za-z0-9]*)(\??)\}/g, ':$1$2');
}
