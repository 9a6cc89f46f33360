import Fastify, { type FastifyInstance } from 'fastify';
import { apiRoutes } from '../../../server/api/apiRoutes';
import { installErrorHandling } from '../../../server/api/errorHandling';
import { apiPrefix, registerApi } from '../../../server/api/registerApi';
import type { ApiRoute } from '../../../server/kernel/route';
import { createTokens } from '../../../server/auth/tokens';
import { demoPassword, demoUsers, type DemoUser } from '../../../server/demo/demoUsers';
import { testSecret } from '../testServer';
import { listRoutes, queryVariants } from './listRoutes';
import { fillPath } from './pathParams';
import type { RecordedQuery, RecordingDb } from './recordingDb';
import type { PushService } from '../../../server/store/push/pushService';

/** List calls write nothing, so they never send a push message. */
const noPush: PushService = {
  publicKey: '', deliverSoon: () => undefined, tick: async () => ({ sent: 0, gone: 0, failed: 0 }), settled: async () => undefined, close: async () => undefined,
};

/** The host name each demo tenant answers to (the seed's first). */
const tenantHosts: Record<DemoUser['tenant'], string> = { moyo: 'localhost', acme: 'acme.localhost' };

/** A logged-in demo login. */
export interface Caller {
  login: string;
  host: string;
  token: string;
  personId: number | null;
}

/** One list call as one login: the route's path, the query string (may be empty) and the filled URL below /api/v1. */
export interface ListCall {
  route: string;
  query: string;
  login: string;
  url: string;
}

/** A list call that was not made, and why (a refusal, a status, or a path parameter no list could fill). */
export interface SkippedCall {
  route: string;
  query: string;
  login: string;
  reason: string;
}

/** A list call made on a grown database: its status and the reading statements it sent. */
export interface RecordedCall extends ListCall {
  status: number;
  queries: RecordedQuery[];
}

/**
 * The route table mounted as the server mounts it, on a recording Db, with every demo login logged in. Answers are not
 * held to the contract here (the contract tests do that; lists of up to a thousand items would only slow the guard).
 * Requests are made one at a time, so that a recording holds one call's statements.
 */
export class ListCaller {
  private constructor(private readonly app: FastifyInstance, private readonly db: RecordingDb, readonly callers: readonly Caller[]) {}

  static async mount(db: RecordingDb, routes: readonly ApiRoute[] = apiRoutes): Promise<ListCaller> {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    registerApi(app, routes, { db, tokens: createTokens(testSecret), push: noPush }, { checkAnswers: false });
    await app.ready();
    const callers: Caller[] = [];
    for (const user of demoUsers) callers.push(await logIn(app, user));
    return new ListCaller(app, db, callers);
  }

  /**
   * Calls every list route as every login, on the demo data as seeded (growing keeps its ids): first the lists without
   * path parameters, then those whose parameters the answers so far can fill, until no more can be. Answers the calls
   * that succeeded, each closed-set filter choice apart, and those skipped with the reason.
   */
  async planCalls(routes: readonly ApiRoute[] = apiRoutes): Promise<{ calls: ListCall[]; skipped: SkippedCall[] }> {
    const calls: ListCall[] = [];
    const skipped: SkippedCall[] = [];
    for (const caller of this.callers) {
      const answered = new Map<string, Record<string, unknown>[]>();
      const pending = new Set(listRoutes(routes));
      for (const referred of [false, true]) {
        // Passes in table order until one fills no path: a list answered in a pass may fill the paths of the next.
        for (let filled = true; filled;) {
          filled = false;
          for (const route of [...pending]) {
            const url = fillPath(route.path, { personId: caller.personId, answered, referred }, routes);
            if (url === null) continue;
            pending.delete(route);
            filled = true;
            const { made, refused, items } = await this.callVariants(route, url, caller);
            calls.push(...made);
            skipped.push(...refused);
            if (items) answered.set(route.path, items);
          }
        }
      }
      skipped.push(...[...pending].map((route) => ({ route: route.path, query: '', login: caller.login, reason: 'no list answered a value for its path' })));
    }
    return { calls, skipped };
  }

  /** Calls a list as the caller, then once per filter choice unless the list itself was refused. */
  private async callVariants(route: ApiRoute, url: string, caller: Caller) {
    const made: ListCall[] = [];
    const refused: SkippedCall[] = [];
    let items: Record<string, unknown>[] | undefined;
    for (const query of queryVariants(route)) {
      const call = { route: route.path, query, login: caller.login, url: query ? `${url}?${query}` : url };
      const answer = await this.get(call.url, caller);
      if (answer.statusCode !== 200) refused.push({ ...call, reason: `${answer.statusCode} ${answer.body.slice(0, 200)}` });
      if (answer.statusCode !== 200 && !query) break;
      if (answer.statusCode !== 200) continue;
      made.push(call);
      if (!query) items = answer.json<{ items: Record<string, unknown>[] }>().items;
    }
    return { made, refused, items };
  }

  /** Makes each call, recording the statements it sends. */
  async record(calls: readonly ListCall[]): Promise<RecordedCall[]> {
    const recorded: RecordedCall[] = [];
    for (const call of calls) {
      const caller = this.callers.find((one) => one.login === call.login);
      if (!caller) throw new Error(`No caller ${call.login}`);
      const { result, queries } = await this.db.recording(() => this.get(call.url, caller));
      recorded.push({ ...call, status: result.statusCode, queries });
    }
    return recorded;
  }

  close = () => this.app.close();

  private get(url: string, caller: Caller) {
    return this.app.inject({
      method: 'GET', url: `${apiPrefix}${url}`, headers: { type: 'MOBILE', host: caller.host, authorization: `Bearer ${caller.token}` },
    });
  }
}

/** `GET /path?query` of a call, the name offenders are reported under. */
export const label = (call: Pick<ListCall, 'route' | 'query'>) => `GET ${call.route}${call.query ? `?${call.query}` : ''}`;

async function logIn(app: FastifyInstance, user: DemoUser): Promise<Caller> {
  const host = tenantHosts[user.tenant];
  const response = await app.inject({
    method: 'POST', url: `${apiPrefix}/auth/token`, headers: { type: 'MOBILE', host }, payload: { username: user.login, password: demoPassword },
  });
  if (response.statusCode !== 200) throw new Error(`login ${user.login}: ${response.statusCode} ${response.body}`);
  const token = response.json<{ token: string }>().token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { loginData: { person?: { id: number } } };
  return { login: user.login, host, token, personId: claims.loginData.person?.id ?? null };
}
