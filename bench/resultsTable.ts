import type { BenchResults, LighthouseFigures, PageBytes, ServerStart, Sizes } from './benchResults';

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => Math.round(value).toLocaleString('en');
const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const sizes = ({ raw, gzip, brotli }: Sizes) => `${kB(raw)} / ${kB(gzip)} / ${kB(brotli)} kB`;
const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;
const who = (path: string, login: string | null) => `\`${path}\`${login ? ` as ${login}` : ''}`;
const metrics = (figures: LighthouseFigures) =>
  `${ms(figures.fcpMs)} / ${ms(figures.lcpMs)} / ${ms(figures.tbtMs)} ms / ${figures.cls.toFixed(3)}`;

function pageRows({ path, login, js, css }: PageBytes): string[][] {
  return [
    [`JS ${who(path, login)} (${files(js.files)}): raw / gzip / brotli`, sizes(js)],
    [`CSS ${who(path, login)} (${files(css.files)}): raw / gzip / brotli`, sizes(css)],
  ];
}

function lighthouseRows(results: BenchResults): string[][] {
  if (!results.lighthouse) return [['Lighthouse', 'skipped (--skip-lighthouse)']];
  return results.lighthouse.flatMap(({ path, login, medianRun, medians }) => [
    [`Lighthouse mobile ${who(path, login)}: score (median of ${results.lighthouseRuns})`, String(medianRun.score)],
    [`Lighthouse ${who(path, login)}, median run: FCP / LCP / TBT / CLS`, metrics(medianRun)],
    [`Lighthouse ${who(path, login)}, median of each: FCP / LCP / TBT / CLS`, metrics(medians)],
  ]);
}

/** A cold start's median and, in brackets, each sample: `1,005 ms (1,005 · 1,211 · 987)`. */
const coldStarts = (start: ServerStart) => `${ms(start.coldStartMs)} ms (${start.coldStartSamples.map(ms).join(' · ')})`;

/** All figures of a run as one markdown table (kB = 1000 bytes, MB = 1024² bytes), ready to paste into a note. */
export function resultsTable(results: BenchResults): string {
  const { rss, loginWire, tabTaps, offlineStart, serviceWorker, throughput } = results;
  const rows: string[][] = [
    ['Build (vite build)', `${(results.buildMs / 1000).toFixed(1)} s`],
    ['Server start, spawn `node server/dist/start.mjs` → listening: PGlite first (empty) / cold (data exists, median of each)',
      `${ms(results.serverStarts.pglite.firstStartMs)} / ${coldStarts(results.serverStarts.pglite)}`],
    ['Server start on PostgreSQL: first (empty) / cold (data exists, median of each)',
      `${ms(results.serverStarts.postgres.firstStartMs)} / ${coldStarts(results.serverStarts.postgres)}`],
    ['Server RSS idle after a cold start: PGlite / PostgreSQL',
      `${MB(results.serverStarts.pglite.idleRss)} / ${MB(results.serverStarts.postgres.idleRss)} MB`],
    ['Server RSS (PGlite, first start): idle / after warm-up / after load', `${MB(rss.idle)} / ${MB(rss.afterWarmUp)} / ${MB(rss.afterLoad)} MB`],
    ...results.pages.flatMap(pageRows),
    [`${who(loginWire.path, null)} first load over the wire (${loginWire.requests} requests)`, `${kB(loginWire.bytes)} kB`],
    ...lighthouseRows(results),
    [
      `\`/jobs\` ${tabTaps.rows} rows, tab tap → next paint at 4× CPU (Event Timing, ${tabTaps.taps} taps): median / worst`,
      `${ms(tabTaps.interaction.medianMs)} / ${ms(tabTaps.interaction.worstMs)} ms`
        + (tabTaps.interaction.belowThreshold ? ` (${tabTaps.interaction.belowThreshold} under 16 ms)` : ''),
    ],
    [`\`/jobs\` ${tabTaps.rows} rows, tap → selected tab painted at 4× CPU: median / worst`,
      `${ms(tabTaps.selectedTabPainted.medianMs)} / ${ms(tabTaps.selectedTabPainted.worstMs)} ms`],
    [`Offline repeat start → home settled (median of ${offlineStart.settledMs.length})`, `${ms(offlineStart.medianMs)} ms`],
    [`Offline repeat start → home screen shown, not yet settled (median of ${offlineStart.screenShownMs.length})`,
      `${ms(offlineStart.screenShownMedianMs)} ms`],
    [`Service worker first install (${files(serviceWorker.files)}): raw / transferred`,
      `${kB(serviceWorker.rawBytes)} / ${kB(serviceWorker.transferredBytes)} kB`],
    [`API throughput, home's ${throughput.calls.length} calls, ${throughput.connections} connections × ${throughput.seconds} s`,
      `${ms(throughput.requestsPerSecond)} req/s`],
    ['API latency p50 / p99', `${ms(throughput.p50Ms)} / ${ms(throughput.p99Ms)} ms`],
    ['API non-2xx / errors', `${throughput.non2xx} / ${throughput.errors}`],
  ];
  return ['| Measure | Value |', '| --- | --- |', ...rows.map(([measure, value]) => `| ${measure} | ${value} |`)].join('\n');
}
