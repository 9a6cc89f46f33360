/** Whether a value read from outside (an answer, a kept setting, a spec's data) is an object to read by its keys: not null; a list counts. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
