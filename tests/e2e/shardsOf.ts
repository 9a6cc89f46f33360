import { e2eFileSeconds } from './e2eFileSeconds';

/**
 * The end-to-end files split into `count` shards of about the same length: the longest file first, each to the
 * shard with the least time so far, by the seconds each file took on a 2-core machine (`e2eFileSeconds.ts`; a file
 * not listed counts as an average one). Files keep their alphabetical order within a shard.
 */
export function shardsOf(files: string[], count: number): string[][] {
  const known = Object.values(e2eFileSeconds);
  const average = known.reduce((sum, seconds) => sum + seconds, 0) / Math.max(known.length, 1);
  const secondsOf = (file: string) => e2eFileSeconds[file.replace(/^.*\//, '')] ?? average;
  const shards = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  return shards.map((shard) => shard.files.sort());
}
