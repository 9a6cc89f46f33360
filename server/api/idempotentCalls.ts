import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../kernel/database';
import { badRequest, HttpError } from '../kernel/HttpError';
import { FileReply } from '../kernel/FileReply';
import { claimKey, keepAnswer, releaseKey, type KeptAnswer, type KeyOwner } from '../store/idempotencyStore';

/** The header a write carries its key in (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const idempotencyKeyHeader = 'idempotency-key';

/** The header a replayed answer carries, so the caller can tell it from a first one. */
export const replayedHeader = 'idempotent-replayed';

/** A key: 1 to 255 visible ASCII characters (a UUID, as the app's outbox makes them). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key of a request, when it has one; a 400 when it is not a key. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value.join(',') : value;
  if (!keyPattern.test(key)) {
    throw badRequest('The Idempotency-Key header must be 1 to 255 visible characters', [{ path: 'headers.idempotency-key', message: 'is not a key' }]);
  }
  return key;
}

/** What a route's handler answered: the status and a JSON body, a file, or nothing (204). */
export interface Outcome { status: number; body: unknown }

/** Sends an outcome the way every route answers. */
export function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply | unknown {
  reply.code(outcome.status);
  if (outcome.body instanceof FileReply) {
    return reply.header('Content-Type', outcome.body.contentType).header('Content-Disposition', outcome.body.contentDisposition())
      .send(Buffer.from(outcome.body.bytes));
  }
  return outcome.status === 204 ? reply.send() : outcome.body;
}

/** An outcome as kept for replays: the bytes the caller got. */
function keptOf(outcome: Outcome): KeptAnswer {
  if (outcome.body instanceof FileReply) {
    return { status: outcome.status, contentType: outcome.body.contentType, contentDisposition: outcome.body.contentDisposition(), body: outcome.body.bytes };
  }
  if (outcome.status === 204 || outcome.body === undefined) return { status: outcome.status, contentType: null, contentDisposition: null, body: null };
  return { status: outcome.status, contentType: 'application/json; charset=utf-8', contentDisposition: null, body: Buffer.from(JSON.stringify(outcome.body)) };
}

/** Sends a kept answer again, marked as a replay. */
function replay(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  reply.code(answer.status).header(replayedHeader, 'true');
  if (answer.contentType) reply.header('Content-Type', answer.contentType);
  if (answer.contentDisposition) reply.header('Content-Disposition', answer.contentDisposition);
  return answer.body ? reply.send(Buffer.from(answer.body)) : reply.send();
}

/**
 * Answers a write sent with an Idempotency-Key exactly once: the first request with the key runs `handle` and its
 * answer — success or refusal (4xx) — is kept; every later request with the key gets that answer again, marked
 * `Idempotent-Replayed: true`, and nothing runs. A key still being handled answers 409 (`request_in_flight`: try again),
 * a key used for another method or path 422. A failure on the server's side (5xx) keeps nothing: a replay runs anew.
 */
export async function answerOnce(
  db: Db, owner: KeyOwner, key: string, request: string, now: Date, reply: FastifyReply, handle: () => Promise<Outcome>,
): Promise<unknown> {
  const claim = await claimKey(db, owner, key, request, now);
  if (claim.kind === 'answered') return replay(reply, claim.answer);
  if (claim.kind === 'inFlight') throw new HttpError(409, 'request_in_flight', 'This request is still being handled. Try again in a moment.');
  if (claim.kind === 'otherRequest') {
    throw new HttpError(422, 'idempotency_key_reused', `This Idempotency-Key was used for another request (${claim.request})`);
  }
  let outcome: Outcome;
  try {
    outcome = await handle();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      await keepAnswer(db, owner, key, { status: error.status, contentType: 'application/json; charset=utf-8', contentDisposition: null, body: Buffer.from(JSON.stringify(error.toBody())) });
    } else {
      await releaseKey(db, owner, key);
    }
    throw error;
  }
  await keepAnswer(db, owner, key, keptOf(outcome));
  return sendOutcome(reply, outcome);
}
