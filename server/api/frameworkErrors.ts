import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiError } from '../../src/ground/contract';
import { everyAnswerHeaders } from '../http/securityHeaders';

/** What the router refuses before any route runs, in the api's words (the address itself is not echoed back). */
const answers: Record<string, { status: number; error: ApiError['error'] }> = {
  FST_ERR_BAD_URL: { status: 400, error: { code: 'bad_request', message: 'The address holds a malformed escape (%)' } },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: { code: 'uri_too_long', message: 'A part of the address is too long' } },
};

/**
 * Fastify's `frameworkErrors`: the answers the router makes itself (a malformed escape, a path part over the limit)
 * in the api's envelope and with the headers every answer carries. These run before any hook, so the headers are
 * set here.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply,
) => {
  const answer = answers[error.code ?? ''] ?? { status: 400, error: { code: 'bad_request', message: 'The request cannot be read' } };
  void reply.code(answer.status)
    .headers({ ...everyAnswerHeaders, 'Cache-Control': 'no-store' })
    .send({ error: answer.error } satisfies ApiError);
};
