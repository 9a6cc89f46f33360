import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admitCaller } from './admitCaller';
import type { Tokens } from '../kernel/sessionTokens';
import type { Db } from '../kernel/database';
import { now as clockNow } from '../kernel/clock';
import { localDate } from '../kernel/isoDates';
import { tenantForHost } from '../store/tenantStore';
import type { Field, Problem } from '../../src/ground/contract/fields/fields';
import { badRequest, notFound } from '../kernel/HttpError';
import { tenantScreens, type TenantScreens } from '../tenantConfig/tenantOverlay';
import { refusedCalls } from '../tenantConfig/refusedCalls';
import { callKey } from '../kernel/productCalls';
import type { ApiRoute, Input } from '../kernel/route';
import { answerOnce, idempotencyKeyOf, sendOutcome, type Outcome } from './idempotentCalls';
import { checkAnswer } from './answerContract';
import type { PushService } from '../store/push/pushService';
import type { MailService } from '../mail/mailService';

/** The prefix of every call. */
export const apiPrefix = '/api/v1';

/**
 * Mounts the route table under `/api/v1`. Every call runs the same steps: find the tenant by host name, refuse
 * (404) a call that only the tenant's switched-off screens make, authenticate (unless public), decide access,
 * validate headers, params, query and body, then handle (a write with an Idempotency-Key once: `idempotentCalls.ts`); with `checkAnswers` (everywhere but production) the
 * answer is held to the route's contract. Push messages and mails a handler wrote are handed to `push` and `mail` to send after it answered.
 */
export function registerApi(
  app: FastifyInstance,
  routes: readonly ApiRoute[],
  deps: { db: Db; tokens: Tokens; push: PushService; mail?: MailService; publicUrl?: URL },
  options: { checkAnswers: boolean },
): void {
  const refused = new WeakMap<TenantScreens, Set<string>>();
  const refusedFor = (screens: TenantScreens) => {
    let calls = refused.get(screens);
    if (!calls) refused.set(screens, (calls = refusedCalls(screens.screens, screens.disabled, routes)));
    return calls;
  };
  for (const spec of routes) {
    app.route({
      method: spec.method,
      url: `${apiPrefix}${spec.path}`,
      bodyLimit: spec.bodyLimit,
      handler: async (request, reply) => {
        const tenant = await tenantForHost(deps.db, request.hostname);
        // A call only screens switched off for this tenant make does not exist here.
        if (refusedFor(await tenantScreens(deps.db, tenant)).has(callKey(spec.method, spec.path))) {
          throw notFound('This is not available for this tenant');
        }
        const now = clockNow();
        const principal = await admitCaller(request, spec.access, deps, tenant.id, now);
        const handle = async (): Promise<Outcome> => {
          const input = readInput(spec, request);
          // Push messages the handler wrote to the outbox go out once it has answered: its writes have committed then.
          let pushQueued = false;
          let mailQueued = false;
          const push = { publicKey: deps.push.publicKey, queued: () => void (pushQueued = true) };
          const mail = { queued: () => void (mailQueued = true) };
          const body = await spec.handle({
            db: deps.db, tokens: deps.tokens, tenant, principal, now, today: localDate(now), request, push, mail, publicUrl: deps.publicUrl,
          }, input);
          if (pushQueued) deps.push.deliverSoon();
          if (mailQueued) deps.mail?.deliverSoon();
          if (options.checkAnswers) checkAnswer(spec, body);
          return { status: spec.status ?? 200, body };
        };
        // A write of a session sent with an Idempotency-Key has one effect and one answer, however often it is sent.
        const key = spec.method === 'GET' || !principal ? undefined : idempotencyKeyOf(request);
        if (key && principal) {
          return answerOnce(deps.db, { tenantId: tenant.id, userId: principal.userId }, key, `${spec.method} ${request.url}`, now, reply, handle);
        }
        return sendOutcome(reply, await handle());
      },
    });
  }
}

function readInput(spec: ApiRoute, request: FastifyRequest): Input<unknown, unknown, unknown> {
  const headerProblems: Problem[] = [];
  spec.headers?.(request.headers, '', headerProblems);
  if (headerProblems.length > 0) throw badRequest(describe(headerProblems), headerProblems);
  const problems: Problem[] = [];
  const read = (field: Field<unknown> | undefined, value: unknown, part: string) => {
    const own: Problem[] = [];
    const result = field?.(value, '', own);
    problems.push(...own.map((problem) => ({ ...problem, path: problem.path || part })));
    return result;
  };
  const input = {
    params: read(spec.params, request.params, 'params'),
    query: read(spec.query, request.query ?? {}, 'query'),
    body: read(spec.body, request.body, 'body'),
  };
  if (problems.length > 0) throw badRequest(describe(problems), problems);
  return input;
}

/** One sentence for a person: the first problem, and how many more there are. */
function describe(problems: Problem[]): string {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return first ? `${first.path} ${first.message}${more}` : 'The request is not valid';
}
