import type { GrownCounts } from '../server/demo/scale/growTenant';

/** Raw, gzip (level 9) and brotli (quality 11) sizes of a set of files, in bytes. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** The script and stylesheet bytes one page loads, with the API calls it made. */
export interface PageBytes {
  /** The address, e.g. `/jobs`. */
  path: string;
  /** Who was logged in, or null for a logged-out load. */
  login: string | null;
  js: Sizes & { files: number };
  css: Sizes & { files: number };
  /** The GET /api/v1 calls the page made (path and query), in order, once each. */
  apiCalls: string[];
}

/** The whole first load of a page as the browser received it. */
export interface WireBytes {
  path: string;
  /** Sum of CDP `encodedDataLength` (headers and compressed bodies). */
  bytes: number;
  requests: number;
}

/** Lighthouse's performance figures of one run (times in ms). */
export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** A page's Lighthouse runs: the run of median score, the median of each figure, and every run. */
export interface LighthouseSummary {
  path: string;
  login: string | null;
  /** The run whose score is the median one. */
  medianRun: LighthouseFigures;
  /** The median of each figure on its own. */
  medians: LighthouseFigures;
  runs: LighthouseFigures[];
}

/** A median and the worst of a series of times, in ms. */
export interface Spread {
  medianMs: number;
  worstMs: number;
  /** Every time measured, in order. */
  valuesMs: number[];
}

/** Tab taps on the jobs list of 1000 rows at 4× CPU slowdown. */
export interface TabTaps {
  rows: number;
  taps: number;
  /** Event Timing: the longest event of each interaction, input to next paint (what INP uses), 8 ms granularity. */
  interaction: Spread & { belowThreshold: number };
  /** From the tap's pointerdown to the paint after the DOM shows the tapped tab selected. */
  selectedTabPainted: Spread;
}

/** Opening the app again, offline, from the service worker. */
export interface OfflineStart {
  /** Navigation start to the screen settled (every query answered or failed, nothing loading), per reload. */
  settledMs: number[];
  medianMs: number;
  /** Navigation start to the screen's root in the DOM (drawn, maybe still waiting on calls), per reload. */
  screenShownMs: number[];
  screenShownMedianMs: number;
}

/** What the service worker fetches when it installs: its own scripts and the precache list. */
export interface ServiceWorkerInstall {
  files: number;
  rawBytes: number;
  /** Body bytes as the server sends them with `Accept-Encoding: br, gzip`. */
  transferredBytes: number;
}

/** The autocannon run over the home screen's calls. */
export interface Throughput {
  calls: string[];
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The server's resident memory, in bytes. */
export interface ServerMemory {
  idle: number;
  afterWarmUp: number;
  afterLoad: number;
}

/** A GET /api/v1 call as one demo login makes it. */
export interface ApiCall {
  login: string;
  /** The path and query after `/api/v1`, e.g. `/jobs?period=upcoming&limit=1000&page=1`. */
  path: string;
}

/** One call's times over 30 calls in a row (after 3 warm-up calls) through `app.inject`, with its answer's size. */
export interface CallLatency extends ApiCall {
  p50Ms: number;
  p95Ms: number;
  /** The answer's body uncompressed (a call without `Accept-Encoding`), in bytes. */
  bytes: number;
}

/** One database: every call measured on the demo data, then the tenant grown and every call measured again. */
export interface LargeTenantDatabase {
  /** How long `growTenant` took, in its transaction, in ms. */
  growthMs: number;
  /** The rows the grown tenant holds, as `growTenant` counts them. */
  counts: GrownCounts;
  /** The calls on the demo data, in the order of `LargeTenant.calls`. */
  demo: CallLatency[];
  /** The same calls on the grown tenant. */
  grown: CallLatency[];
}

/** The same calls on PGlite and PostgreSQL, on the demo tenant and on the demo tenant grown `factor` times. */
export interface LargeTenant {
  factor: number;
  calls: ApiCall[];
  /** Where crew@demo.test's home calls came from: this run's browser, bench-results/latest.json or the fixed list. */
  homeCallsFrom: string;
  pglite: LargeTenantDatabase;
  postgres: LargeTenantDatabase;
}

/** One database's server starts (the compiled server, `node server/dist/start.mjs`, spawn → listening). */
export interface ServerStart {
  /** On an empty database: migrations and the demo seed, in ms. */
  firstStartMs: number;
  /** A new process on a database that holds the demo: a deployment's cold start, in ms (the median of the samples). */
  coldStartMs: number;
  /** Each cold start, in ms, in the order they ran. */
  coldStartSamples: number[];
  /** The resident memory of the last process, idle a few seconds after it listened, in bytes. */
  idleRss: number;
}

/** The server's starts on the embedded database and on PostgreSQL. */
export interface ServerStarts {
  pglite: ServerStart;
  postgres: ServerStart;
}

/** Everything one `npm run bench` measured. */
export interface BenchResults {
  at: string;
  commit: string;
  node: string;
  lighthouseRuns: number;
  buildMs: number;
  coldStartMs: number;
  rss: ServerMemory;
  serverStarts: ServerStarts;
  pages: PageBytes[];
  loginWire: WireBytes;
  lighthouse: LighthouseSummary[] | null;
  tabTaps: TabTaps;
  offlineStart: OfflineStart;
  serviceWorker: ServiceWorkerInstall;
  throughput: Throughput;
  largeTenant: LargeTenant;
}

/** What `npm run bench -- --large-tenant-only` measured. */
export type LargeTenantRun = Pick<BenchResults, 'at' | 'commit' | 'node' | 'largeTenant'>;
