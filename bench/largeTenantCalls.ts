import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiCall, BenchResults } from './benchResults';

/** The demo login whose home screen's calls are measured; person 1 in the demo data. */
export const crewLogin = 'crew@demo.test';

/** The lists a large crew company's people open most, as the app asks for them. */
const listCalls: readonly ApiCall[] = [
  { login: 'planner@demo.test', path: '/projects' },
  { login: 'planner@demo.test', path: '/projects?period=ongoing' },
  { login: 'office@demo.test', path: '/emailMessages' },
  { login: 'planner@demo.test', path: '/planningCalendarItems' },
  { login: crewLogin, path: '/jobs' },
];

/** crew@demo.test's home calls as a browser run records them (every one but the tenant's configuration is a list). */
const fixedHomeCalls: readonly string[] = [
  '/tenant', '/jobs/crewChief', '/persons/1/formsPerform', '/jobs?period=toConfirm', '/persons/1/payrolls?toConfirm=true', '/jobs',
  '/persons/1/documents', '/documentsToSign', '/jobs?period=upcoming',
].map((path) => (path === '/tenant' ? path : paged(path)));

/** A list's path with the first page of 1000 rows, as the app asks for it, unless it names a limit already. */
function paged(path: string): string {
  return /[?&]limit=/.test(path) ? path : `${path}${path.includes('?') ? '&' : '?'}limit=1000&page=1`;
}

/** crew@demo.test's home calls recorded by the last full bench run (bench-results/latest.json), if there is one. */
function lastRecordedHomeCalls(repoRoot: string): string[] | undefined {
  const latest = join(repoRoot, 'bench-results', 'latest.json');
  if (!existsSync(latest)) return undefined;
  const results = JSON.parse(readFileSync(latest, 'utf8')) as Partial<BenchResults>;
  const calls = results.pages?.find((page) => page.path === '/' && page.login === crewLogin)?.apiCalls;
  return calls?.length ? calls : undefined;
}

/** crew@demo.test's home calls, and where they came from. */
function homeCalls(repoRoot: string, recorded: readonly string[] | undefined): { home: readonly string[]; from: string } {
  if (recorded?.length) return { home: recorded, from: "this run's browser" };
  const last = lastRecordedHomeCalls(repoRoot);
  return last ? { home: last, from: 'bench-results/latest.json' } : { home: fixedHomeCalls, from: 'the fixed list' };
}

/** What the large-tenant part measures, and where the home calls came from. */
export interface LargeTenantCalls {
  calls: ApiCall[];
  homeCallsFrom: string;
}

/**
 * The lists above, then every call of crew@demo.test's home screen (once each): those `recorded` by this run's
 * browser, else those of bench-results/latest.json, else a fixed list. Paths are given after `/api/v1`.
 */
export function largeTenantCalls(repoRoot: string, recorded?: readonly string[]): LargeTenantCalls {
  const { home, from } = homeCalls(repoRoot, recorded);
  const calls = listCalls.map(({ login, path }) => ({ login, path: paged(path) }));
  for (const path of home.map((call) => call.replace(/^\/api\/v1(?=\/)/, ''))) {
    if (!calls.some((call) => call.login === crewLogin && call.path === path)) calls.push({ login: crewLogin, path });
  }
  return { calls, homeCallsFrom: from };
}
