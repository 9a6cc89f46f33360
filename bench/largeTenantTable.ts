import type { CallLatency, LargeTenant, LargeTenantDatabase } from './benchResults';

const ms = (value: number) => value.toFixed(1);
const times = ({ p50Ms, p95Ms }: CallLatency) => `${ms(p50Ms)} / ${ms(p95Ms)}`;
const ratio = (grown: CallLatency, demo: CallLatency) => `×${(grown.p95Ms / demo.p95Ms).toFixed(1)}`;
const bytes = (count: number) => count.toLocaleString('en');
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** The grown rows, e.g. `persons 9,000, projects 12,000`; one list when both databases agree, else one each. */
function grownRows({ pglite, postgres }: LargeTenant): string {
  const rows = (database: LargeTenantDatabase) =>
    Object.entries(database.counts).map(([table, count]) => `${table} ${bytes(count)}`).join(', ');
  return rows(pglite) === rows(postgres) ? rows(pglite) : `PGlite: ${rows(pglite)}; PostgreSQL: ${rows(postgres)}`;
}

/**
 * The large-tenant figures as one markdown table: per call, p50 / p95 in ms on each database on the demo data and
 * grown, how much the p95 grew, and the answer's uncompressed size grown; with the grown rows and growth times below.
 */
export function largeTenantTable(largeTenant: LargeTenant): string {
  const { factor, calls, pglite, postgres } = largeTenant;
  const header = [
    'Call', 'Login', 'PGlite demo p50 / p95 ms', `PGlite ×${factor} p50 / p95 ms`, 'PostgreSQL demo p50 / p95 ms',
    `PostgreSQL ×${factor} p50 / p95 ms`, `PGlite p95 ×${factor} / demo`, `PostgreSQL p95 ×${factor} / demo`, `Bytes ×${factor}`,
  ];
  const rows = calls.map(({ login, path }, index) => {
    const at = (run: readonly CallLatency[]) => {
      const latency = run[index];
      if (latency?.path !== path || latency.login !== login) throw new Error(`No measure of ${path} as ${login}`);
      return latency;
    };
    const liteDemo = at(pglite.demo), liteGrown = at(pglite.grown), pgDemo = at(postgres.demo), pgGrown = at(postgres.grown);
    const size = liteGrown.bytes === pgGrown.bytes ? bytes(liteGrown.bytes) : `${bytes(liteGrown.bytes)} / ${bytes(pgGrown.bytes)}`;
    return [`\`${path}\``, login, times(liteDemo), times(liteGrown), times(pgDemo), times(pgGrown),
      ratio(liteGrown, liteDemo), ratio(pgGrown, pgDemo), size];
  });
  return [
    `Large tenant: the demo tenant grown ×${factor} (30 calls in a row after 3 warm-ups, app.inject, br/gzip; `
      + `crew's home calls from ${largeTenant.homeCallsFrom}; bytes uncompressed)`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `Grown rows: ${grownRows(largeTenant)}. Growth took ${seconds(pglite.growthMs)} on PGlite, ${seconds(postgres.growthMs)} on PostgreSQL.`,
  ].join('\n');
}
