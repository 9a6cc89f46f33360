/** What the command line asks of a bench run. */
export interface BenchOptions {
  /** Lighthouse runs per page; default 5. */
  runs: number;
  /** Leave Lighthouse out (a quick run). */
  skipLighthouse: boolean;
  /** How many times the large-tenant part grows the demo tenant; default 300. */
  factor: number;
  /** Run only the large-tenant part: no build, no browser, no Lighthouse. */
  largeTenantOnly: boolean;
}

const usage = 'use --runs N, --skip-lighthouse, --factor N or --large-tenant-only';

/** The whole number `value` of option `name`, when it is at least `least`. */
function wholeNumber(name: string, value: string | undefined, least: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < least) throw new Error(`${name} takes a whole number of at least ${least}, not ${value ?? 'nothing'}`);
  return number;
}

/** Reads the options above (`--name N` or `--name=N`); throws on anything else, so a typo never runs the wrong bench. */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 5, skipLighthouse: false, factor: 300, largeTenantOnly: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const [name, inline] = arg.split(/=(.*)/s, 2);
    const value = () => (inline ?? args[(index += 1)]);
    if (arg === '--skip-lighthouse') options.skipLighthouse = true;
    else if (arg === '--large-tenant-only') options.largeTenantOnly = true;
    else if (name === '--runs') options.runs = wholeNumber(name, value(), 1);
    else if (name === '--factor') options.factor = wholeNumber(name, value(), 2);
    else throw new Error(`Unknown option ${arg}: ${usage}`);
  }
  return options;
}
