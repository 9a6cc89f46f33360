/**
 * `npm run bench`: builds the app, starts the reference server in production mode on a free port with a throw-away
 * data folder, measures it, prints one markdown table and writes the figures to `bench-results/bench-<ISO time>.json`
 * and `bench-results/latest.json`. It measures: build time, the compiled server's first and cold starts and its idle
 * memory on PGlite and on a throw-away PostgreSQL (bench/serverStarts.ts), its memory under use, the scripts and
 * stylesheets of four pages (raw, gzip, brotli), /login's first load over the wire, Lighthouse (mobile) on /login and
 * home, tab taps on a 1000-row jobs list at 4× CPU slowdown, an offline repeat start, the service worker's first
 * install, and the API's throughput on the home screen's calls. At the end, a second table: the large tenant, where
 * the server measures the calls of big lists and of the home screen in process on PGlite and on a throw-away
 * PostgreSQL cluster, on the demo data and again after growing the demo tenant ×300 (bench/largeTenant.ts). A
 * benchmark, not a test: it fails only when it cannot measure.
 *
 * Options:
 *   --runs N              Lighthouse runs per page (default 5); the run of median score and each figure's median are kept.
 *   --skip-lighthouse     leaves Lighthouse out, for a quick run.
 *   --factor N            how many times the large-tenant part grows the demo tenant (default 300).
 *   --large-tenant-only   runs only the large-tenant part (no build, no browser, no Lighthouse; a minute or two), and
 *                         writes bench-results/large-tenant-<ISO time>.json and large-tenant-latest.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { parseBenchOptions, type BenchOptions } from './benchOptions';
import type { BenchResults, LargeTenant } from './benchResults';
import { buildApp } from './buildApp';
import { measureBrowserFigures } from './browserFigures';
import { measureLargeTenant, stopLargeTenantPostgres, type LargeTenantStarted } from './largeTenant';
import { crewLogin, largeTenantCalls } from './largeTenantCalls';
import { largeTenantTable } from './largeTenantTable';
import { runLighthouse } from './lighthouseRuns';
import { launchBrowser } from './phoneBrowser';
import { resultsTable } from './resultsTable';
import { serverRss } from './serverMemory';
import { measureServerStarts, type ServerStartsStarted } from './serverStarts';
import { apiToken } from './apiToken';
import { measureThroughput } from './serverThroughput';
import { measureServiceWorkerInstall } from './serviceWorkerInstall';
import { startServer, type RunningServer } from './startServer';
import { writeResults } from './writeResults';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The commit measured, `-dirty` when the work tree has changes. */
function commitOf(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
}

const step = (what: string) => console.log(`bench: ${what}`);

/** What the bench started, to stop on the way out whatever happens. */
interface Started extends LargeTenantStarted, ServerStartsStarted {
  runDir: string;
  server?: RunningServer;
  browser?: Browser;
}

async function cleanUp(started: Started): Promise<void> {
  await started.browser?.close().catch(() => undefined);
  await started.server?.stop();
  stopLargeTenantPostgres(started);
  started.startsPostgres?.stop();
  rmSync(started.runDir, { recursive: true, force: true });
}

/** The large-tenant part, on crew's home calls as the browser `recorded` them (else as the last run or a fixed list did). */
async function runLargeTenant(options: BenchOptions, started: Started, recorded?: string[]): Promise<LargeTenant> {
  const { calls, homeCallsFrom } = largeTenantCalls(repoRoot, recorded);
  step(`large tenant: ${calls.length} calls (crew's home calls from ${homeCallsFrom}), ×${options.factor}`);
  const workDir = join(started.runDir, 'large-tenant');
  return measureLargeTenant({ factor: options.factor, calls, homeCallsFrom, workDir, step }, started);
}

async function bench(options: BenchOptions, started: Started): Promise<BenchResults> {
  const at = new Date().toISOString();
  const distDir = join(started.runDir, 'dist');
  step('building the app');
  const buildMs = buildApp(repoRoot, distDir);
  // First, on a quiet machine: the server's starts and idle memory on both databases.
  const serverStarts = await measureServerStarts(repoRoot, distDir, join(started.runDir, 'starts'), started, step);
  step('starting the server');
  const server = (started.server = await startServer({ repoRoot, distDir, dataDir: join(started.runDir, 'data') }));
  const idle = serverRss(server.groupId);
  const browser = (started.browser = await launchBrowser());
  step('loading pages in Chromium');
  const figures = await measureBrowserFigures(browser, server.baseUrl, crewLogin, step);
  const afterWarmUp = serverRss(server.groupId);
  // Lighthouse starts Chrome of its own: leave the machine's two cores to it and the server.
  await browser.close();
  started.browser = undefined;
  step('putting the API under load');
  const home = figures.pages.find((page) => page.path === '/');
  const throughput = await measureThroughput(server.apiOrigin, await apiToken(server.apiOrigin, crewLogin), home?.apiCalls ?? []);
  if (throughput.non2xx || throughput.errors) {
    console.warn(`bench: WARNING: ${throughput.non2xx} non-2xx answers and ${throughput.errors} errors under load`);
  }
  const afterLoad = serverRss(server.groupId);
  step('measuring the service worker install');
  const serviceWorker = await measureServiceWorkerInstall(distDir, server.apiOrigin);
  let lighthouse: BenchResults['lighthouse'] = null;
  if (!options.skipLighthouse) {
    step(`running Lighthouse ${options.runs}× per page`);
    lighthouse = [
      await runLighthouse(server.baseUrl, { path: '/login', login: null }, options.runs),
      await runLighthouse(server.baseUrl, { path: '/', login: crewLogin }, options.runs),
    ];
  }
  // The in-process servers of the large-tenant part get the machine to themselves.
  await server.stop();
  started.server = undefined;
  const large = await runLargeTenant(options, started, home?.apiCalls);
  return {
    at, commit: commitOf(), node: process.version, lighthouseRuns: options.skipLighthouse ? 0 : options.runs,
    buildMs, coldStartMs: server.coldStartMs, rss: { idle, afterWarmUp, afterLoad }, serverStarts,
    ...figures, lighthouse, serviceWorker, throughput, largeTenant: large,
  };
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const started: Started = { runDir: mkdtempSync(join(tmpdir(), 'crew-bench-')) };
  // The server runs in a process group of its own, which a Ctrl-C does not reach: stop it here.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp(started).finally(() => process.exit(130)));
  }
  try {
    if (options.largeTenantOnly) {
      const at = new Date().toISOString();
      const results = { at, commit: commitOf(), node: process.version, largeTenant: await runLargeTenant(options, started) };
      console.log(`\n${largeTenantTable(results.largeTenant)}\n`);
      console.log(`bench: figures written to ${writeResults(repoRoot, results)} and bench-results/large-tenant-latest.json`);
    } else {
      const results = await bench(options, started);
      console.log(`\n${resultsTable(results)}\n\n${largeTenantTable(results.largeTenant)}\n`);
      console.log(`bench: figures written to ${writeResults(repoRoot, results)} and bench-results/latest.json`);
    }
  } finally {
    await cleanUp(started);
  }
}

main().catch((error: unknown) => {
  console.error('bench: failed:', error);
  process.exitCode = 1;
});
