/**
 * Reads a dotted path (`project.name`, `items.0.id`) from a value; undefined when any step is missing.
 * Only own properties are read, so a spec can never reach `constructor` or a prototype.
 */
export function resolvePath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const step of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, step)) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}
