import type { ApiRoute } from '../../../server/kernel/route';
import type { TestServer } from '../testServer';

/** One answer of the walk: a GET of the route table, as one login, on one path. */
export interface CrawledAnswer { login: string; route: string; path: string; status: number; body: unknown }

/**
 * Which kind of record a path parameter names, by the path part before it (`/payrolls/:id/items` → `payrolls`), where
 * that part is not itself the name of the list the ids come from.
 */
const recordKindAliases: Readonly<Record<string, string>> = {
  crewMember: 'persons', crewProfile: 'persons', jobs: 'projectCrewItems', perform: 'forms', publicCalendar: 'none', file: 'uploads', download: 'documents',
};

/** Lists whose items are a record kind other than their last path part says (`/payrolls/:id/items` lists payroll items). */
const listKindAliases: Readonly<Record<string, string>> = {
  'payrolls/items': 'payrollItems', 'receipts/items': 'receiptItems', 'invoices/items': 'invoiceItems',
  'persons/staffContracts': 'staffContracts', 'persons/activeStaffContracts': 'staffContracts', 'persons/payrolls': 'payrolls',
  'projects/projectCrews': 'projectCrews', 'projects/projectCrewItems': 'projectCrewItems', 'persons/documents': 'documents',
  'persons/documentsTraining': 'documents', 'projects/documents': 'documents', 'plannerCrews/items': 'projectCrewItems',
  'persons/formsPerform': 'forms', 'persons/formsTrainingPerform': 'forms', jobs: 'projectCrewItems', 'jobs/crewChief': 'projectCrewItems',
  documentsToSign: 'documents', 'projectCrews/crewChecks': 'crewChecks', 'plusCrewValues': 'plusCrewValues',
};

/** Records named inside answers (`{ crew: { id } }`), by the key that holds them. */
const nestedKinds: Readonly<Record<string, string>> = {
  crew: 'projectCrews', company: 'companies', contact: 'contacts', location: 'locations', form: 'forms',
};

const staticParts = (path: string) => path.split('/').filter((part) => part && !part.startsWith(':'));

function listKindOf(path: string): string {
  const parts = staticParts(path);
  const last = parts.at(-1) ?? '';
  const pair = parts.length > 1 ? `${parts.at(-2)}/${last}` : last;
  return listKindAliases[pair] ?? listKindAliases[last] ?? last;
}

function paramKindOf(path: string, param: string): string {
  const parts = path.split('/');
  const before = parts[parts.indexOf(`:${param}`) - 1] ?? '';
  return recordKindAliases[before] ?? before;
}

/** The ids of records an answer names, by kind: a list's items, a record, and records named inside them. */
function harvest(path: string, body: unknown, into: Map<string, string[]>): void {
  const add = (kind: string, id: unknown) => {
    if ((typeof id !== 'number' && typeof id !== 'string') || id === '') return;
    const ids = into.get(kind) ?? [];
    if (!ids.includes(String(id))) into.set(kind, [...ids, String(id)]);
  };
  const record = (kind: string, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    const fields = value as Record<string, unknown>;
    add(kind, kind === 'projects' ? fields.number : fields.id);
    if (typeof fields.personId === 'number') add('persons', fields.personId);
    if (typeof fields.projectNumber === 'string') add('projects', fields.projectNumber);
    for (const [key, kindInside] of Object.entries(nestedKinds)) record(kindInside, fields[key]);
  };
  const kind = listKindOf(path.split('?')[0]!);
  const items = (body as { items?: unknown } | null)?.items;
  if (Array.isArray(items)) items.forEach((item) => record(kind, item));
  else record(kind, body);
}

/** A route's path with each parameter set to one id of its kind, or null when no id of that kind is known. */
function fill(path: string, pick: (kind: string) => string | undefined): string | null {
  let filled = path;
  for (const [, param] of path.matchAll(/:(\w+)/g)) {
    const id = pick(param === 'number' ? 'projects' : param === 'personId' ? 'persons' : paramKindOf(path, param!));
    if (id === undefined) return null;
    filled = filled.replace(`:${param}`, encodeURIComponent(id));
  }
  return filled;
}

/**
 * Calls every GET route of the table as each login: first the routes without parameters, then those with, each
 * parameter set to an id the login itself was shown and to one a `seeing` login was shown (so records that are not
 * the login's are asked for too), round after round while new ids turn up. Answers every call made.
 */
export async function crawlAnswers(server: TestServer, routes: readonly ApiRoute[], walk: {
  /** Each login's token. */
  tokens: Readonly<Record<string, string>>;
  /** Logins that see much: the ids they are shown are asked for by the others. */
  seeing: readonly string[];
  /** Each login's own person, asked for first. */
  persons: Readonly<Record<string, number | null>>;
  /** Records every login asks for besides its own (by kind), before those the seeing logins were shown. */
  alsoAsk: Readonly<Record<string, readonly number[]>>;
  /** The dates of a window wide enough to hold every dated record of the demo, for routes taking `from` and `to`. */
  window: { from: string; to: string };
}): Promise<CrawledAnswer[]> {
  const { tokens, seeing } = walk;
  const gets = routes.filter((route) => route.method === 'GET').flatMap((route) => {
    const query = (route.query?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    const dated = 'from' in query && 'to' in query ? [`${route.path}?from=${walk.window.from}&to=${walk.window.to}`] : [];
    return [route.path, ...dated];
  });
  const known = new Map(Object.keys(tokens).map((login) => {
    const person = walk.persons[login];
    return [login, new Map<string, string[]>(person ? [['persons', [String(person)]]] : [])];
  }));
  const answers: CrawledAnswer[] = [];
  const asked = new Set<string>();
  const call = async (login: string, route: string, path: string) => {
    if (asked.has(`${login} ${path}`)) return;
    asked.add(`${login} ${path}`);
    const response = await server.call('GET', path, tokens[login]);
    const json = (response.headers['content-type'] ?? '').toString().startsWith('application/json');
    const body: unknown = json ? response.json() : null;
    answers.push({ login, route, path, status: response.statusCode, body });
    if (response.statusCode === 200) harvest(path, body, known.get(login)!);
  };
  const logins = Object.keys(tokens);
  // Logins that see much go first, so their ids are there for the others.
  const order = [...seeing, ...logins.filter((login) => !seeing.includes(login))];
  for (let round = 0; round < 6; round += 1) {
    const before = answers.length;
    for (const login of order) {
      const own = known.get(login)!;
      const others = seeing.filter((other) => other !== login).map((other) => known.get(other)!);
      const paths = gets.flatMap((route) => {
        if (!route.includes(':')) return [[route, route]];
        const ownAt = (index: number) => (kind: string) => own.get(kind)?.[index];
        const notOwn = (kind: string) => [...(walk.alsoAsk[kind] ?? []).map(String), ...others.flatMap((ids) => ids.get(kind) ?? [])]
          .find((id) => !(own.get(kind) ?? []).includes(id));
        return [fill(route, ownAt(0)), fill(route, ownAt(1)), fill(route, notOwn)].flatMap((path) => (path ? [[route, path]] : []));
      });
      await Promise.all(paths.map(([route, path]) => call(login, route!.split('?')[0]!, path!)));
    }
    if (answers.length === before) break;
  }
  return answers;
}
