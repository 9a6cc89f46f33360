import type { FastifyRequest } from 'fastify';
import type { AnswerSchema } from '../../src/ground/contract/shapes';
import type { AccessRule } from '../../src/ground/screenLanguage/types';
import type { Db } from './database';
import type { Principal } from './principal';
import type { Tokens } from './sessionTokens';
import type { TenantRecord } from './tenantRecord';
import type { Field } from '../../src/ground/contract/fields/fields';
import { forbidden, unauthorized } from './HttpError';

/**
 * A request's side of Web Push (`server/store/push/`): the deployment's VAPID public key, and the signal that the
 * request wrote messages to the push outbox. Those go out once the request has answered, its writes committed, so
 * sending never holds up or fails a write.
 */
export interface RequestPush {
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey: string;
  /** Says the request wrote to the outbox; its messages are sent after it answers. */
  queued(): void;
}

/** A request's side of mail (`server/mail/`): the signal that it wrote mails to the outbox, sent after it answers. */
export interface RequestMail {
  /** Says the request wrote to the mail outbox; its mails are sent after it answers. */
  queued(): void;
}

/** What every handler gets: the database, the host's tenant, the clock (one reading per request). */
export interface PublicContext {
  db: Db;
  tokens: Tokens;
  tenant: TenantRecord;
  now: Date;
  /** The server's local date, `YYYY-MM-DD`. */
  today: string;
  request: FastifyRequest;
  push: RequestPush;
  mail: RequestMail;
  /** The address people reach this deployment by (`PUBLIC_URL`), when configured: see `store/tenantAddress.ts`. */
  publicUrl?: URL;
}

/** What a handler behind a session gets: also the caller. */
export interface SessionContext extends PublicContext { principal: Principal }

/** Room for a signature PNG of up to 1 MB as a base64 data URL (4/3 of it) plus the rest of the body. */
export const signatureBodyLimit = 1_500_000;

/** A request's parts after validation. */
export interface Input<P, Q, B> { params: P; query: Q; body: B }

/** One row of the route table. */
export interface RouteSpec<C, P, Q, B> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Below `/api/v1`, with `:name` parameters, e.g. `/jobs/:id`. */
  path: string;
  /** Who may call it; checked centrally before validation and the handler. */
  access: AccessRule;
  /** Read from the request headers (lower-case names). */
  headers?: Field<unknown>;
  params?: Field<P, unknown>;
  query?: Field<Q, unknown>;
  body?: Field<B, unknown>;
  /**
   * What a success answers, from the contract (`src/api/contract`): a TypeBox schema, or `FileOf(mediaType)` for a
   * file. None for 204. Outside production every answer is checked against it (a mismatch is a 500 naming the field).
   */
  answer?: AnswerSchema;
  /**
   * One line for the API reference, in the product's words, at most about 80 characters and no final period, e.g.
   * "Confirm a job". Every row needs one (a lint test fails without it); the helpers of `resourceRoutes.ts` make one
   * from the path unless the row gives its own.
   */
  summary?: string;
  /** What an implementer needs beyond the summary: who sees what, side effects, limits (Markdown). Default none. */
  description?: string;
  /**
   * Takes its body as an HTML form too (`application/x-www-form-urlencoded`, fields as strings), besides JSON: for a
   * caller that cannot send JSON, such as a mail client's one-click unsubscribe (RFC 8058). Other calls answer such a
   * body 415, unread.
   */
  formBody?: true;
  /** The status of a success. Default 200; 204 sends no body. */
  status?: 200 | 201 | 204;
  /** Largest request body in bytes. Default Fastify's 1 MiB; calls that carry a drawn signature take `signatureBodyLimit`. */
  bodyLimit?: number;
  /** Answers the response body. Throw an HttpError for a failure the caller should see. */
  handle(ctx: C, input: Input<P, Q, B>): Promise<unknown>;
}

/** A route as the dispatcher runs it. */
export type ApiRoute = RouteSpec<PublicContext & { principal: Principal | null }, unknown, unknown, unknown>;

/** A row for a call behind a session: the handler gets the caller. */
export function route<P = undefined, Q = undefined, B = undefined>(spec: RouteSpec<SessionContext, P, Q, B>): ApiRoute {
  return {
    ...spec,
    handle: (ctx, input) => {
      const { principal } = ctx;
      if (!principal) throw unauthorized();
      return spec.handle({ ...ctx, principal }, input as Input<P, Q, B>);
    },
  };
}

/** A row for a call anyone may make, such as logging in. */
export function publicRoute<P = undefined, Q = undefined, B = undefined>(
  spec: Omit<RouteSpec<PublicContext, P, Q, B>, 'access'>,
): ApiRoute {
  return { ...spec, access: { public: true }, handle: (ctx, input) => spec.handle(ctx, input as Input<P, Q, B>) };
}

/** The caller's person; calls about "my" records need one (project and plus-crew logins have none). */
export function personIdOf(ctx: SessionContext): number {
  if (ctx.principal.personId === null) throw forbidden('This call needs a login with a person');
  return ctx.principal.personId;
}
