/** What the command line asks of a bench run. */
export interface BenchOptions {
  /** Lighthouse runs per page; default 5. */
  runs: number;
  /** Leave Lighthouse out (a quick run). */
  skipLighthouse: boolean;
}

/** Reads `--runs N` and `--skip-lighthouse`; throws on anything else, so a typo never runs the wrong bench. */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 5, skipLighthouse: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--skip-lighthouse') options.skipLighthouse = true;
    else if (arg === '--runs' || arg?.startsWith('--runs=')) {
      const value = arg === '--runs' ? args[(index += 1)] : arg.slice('--runs='.length);
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of at least 1, not ${value ?? 'nothing'}`);
      options.runs = runs;
    } else throw new Error(`Unknown option ${arg ?? ''}: use --runs N or --skip-lighthouse`);
  }
  return options;
}
