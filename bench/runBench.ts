/**
 * `npm run bench`: builds the app, starts the reference server in production mode on a free port with a throw-away
 * data folder, measures it, prints one markdown table and writes the figures to `bench-results/bench-<ISO time>.json`
 * and `bench-results/latest.json`. It measures: build time, the server's cold start and memory, the scripts and
 * stylesheets of four pages (raw, gzip, brotli), /login's first load over the wire, Lighthouse (mobile) on /login and
 * home, tab taps on a 1000-row jobs list at 4× CPU slowdown, an offline repeat start, the service worker's first
 * install, and the API's throughput on the home screen's calls. A benchmark, not a test: it fails only when it
 * cannot measure.
 *
 * Options:
 *   --runs N             Lighthouse runs per page (default 5); the run of median score and each figure's median are kept.
 *   --skip-lighthouse    leaves Lighthouse out, for a quick run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { parseBenchOptions, type BenchOptions } from './benchOptions';
import type { BenchResults } from './benchResults';
import { buildApp } from './buildApp';
import { measureBrowserFigures } from './browserFigures';
import { runLighthouse } from './lighthouseRuns';
import { launchBrowser } from './phoneBrowser';
import { resultsTable } from './resultsTable';
import { serverRss } from './serverMemory';
import { apiToken } from './apiToken';
import { measureThroughput } from './serverThroughput';
import { measureServiceWorkerInstall } from './serviceWorkerInstall';
import { startServer, type RunningServer } from './startServer';
import { writeResults } from './writeResults';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const crewLogin = 'crew@demo.test';

/** The commit measured, `-dirty` when the work tree has changes. */
function commitOf(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
}

const step = (what: string) => console.log(`bench: ${what}`);

/** What the bench started, to stop on the way out whatever happens. */
interface Started {
  runDir: string;
  server?: RunningServer;
  browser?: Browser;
}

async function cleanUp(started: Started): Promise<void> {
  await started.browser?.close().catch(() => undefined);
  await started.server?.stop();
  rmSync(started.runDir, { recursive: true, force: true });
}

async function bench(options: BenchOptions, started: Started): Promise<BenchResults> {
  const at = new Date().toISOString();
  const distDir = join(started.runDir, 'dist');
  step('building the app');
  const buildMs = buildApp(repoRoot, distDir);
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
  return {
    at, commit: commitOf(), node: process.version, lighthouseRuns: options.skipLighthouse ? 0 : options.runs,
    buildMs, coldStartMs: server.coldStartMs, rss: { idle, afterWarmUp, afterLoad },
    ...figures, lighthouse, serviceWorker, throughput,
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
    const results = await bench(options, started);
    console.log(`\n${resultsTable(results)}\n`);
    console.log(`bench: figures written to ${writeResults(repoRoot, results)} and bench-results/latest.json`);
  } finally {
    await cleanUp(started);
  }
}

main().catch((error: unknown) => {
  console.error('bench: failed:', error);
  process.exitCode = 1;
});
