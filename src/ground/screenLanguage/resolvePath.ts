import { isRecord } from '../isRecord';

/**
 * Reads a dotted path (`project.name`, `items.0.id`) from a value; undefined when any step is missing.
 * Only own properties are read, so a spec can never reach `constructor` or a prototype.
 */
export function resolvePath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const step of path.split('.')) {
    if (!isRecord(current)) return undefined;
    if (!Object.hasOwn(current, step)) return undefined;
    current = current[step];
  }
  return current;
}
