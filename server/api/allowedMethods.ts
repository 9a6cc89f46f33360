import type { ApiRoute } from '../kernel/route';

/**
 * The methods the route table answers at a path (`/api/v1/jobs/12` → GET, POST…), for the 405 a call with another
 * method gets (with `Allow`). A `:name` part of a route matches any one part of the path.
 */
export function allowedMethods(routes: readonly ApiRoute[], prefix: string): (path: string) => string[] {
  const patterns = routes.map((route) => ({
    method: route.method,
    parts: `${prefix}${route.path}`.split('/'),
  }));
  return (path) => {
    const parts = path.split('/');
    const methods = patterns
      .filter((pattern) => pattern.parts.length === parts.length
        && pattern.parts.every((part, index) => part.startsWith(':') ? parts[index] !== '' : part === parts[index]))
      .map((pattern) => pattern.method);
    const unique: string[] = [...new Set(methods)];
    if (unique.includes('GET') && !unique.includes('HEAD')) unique.push('HEAD');
    return unique.sort();
  };
}
