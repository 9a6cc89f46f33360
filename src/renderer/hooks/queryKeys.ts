import type { QueryKey } from '@tanstack/react-query';

/** A source's query values, templated (`{ page: 2, q: 'zuiderpark' }`). */
type QueryValues = Readonly<Record<string, unknown>>;

/** What a file's key starts with. */
const file = 'file';

/**
 * The keys the query cache keeps answers under, built in this one place: a screen's parts, the start-up's early fetch
 * (`firstCalls`), the hand-written screens, refreshing after a call and the persisted offline cache all meet on them,
 * so their values must stay as they are.
 */
export const queryKeys = {
  /** A source's answer: its templated endpoint, its query values and whether it is read as a list. */
  source: (endpoint: string, query: QueryValues, list: boolean) => ['source', endpoint, query, list] as const,
  /** A file's answer (a picture, a PDF): its templated endpoint and query values. */
  file: (endpoint: string, query: QueryValues) => [file, endpoint, query] as const,
  /** Every file's answer: the prefix the file keys share. */
  files: () => [file] as const,
};

/** Whether `key` is a file's (files are refreshed after the records that name them). */
export function isFileKey(key: QueryKey): boolean {
  return key[0] === file;
}
