import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../src/ground/contract';
import { HttpError } from '../kernel/HttpError';
import { isOutage, outageRetryAfterSeconds } from '../db/outage';

const codeByStatus: Record<number, string> = {
  400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 405: 'method_not_allowed',
  409: 'conflict', 413: 'payload_too_large', 415: 'unsupported_media_type', 429: 'too_many_requests',
};

/** Clearer words for Fastify's own client errors. */
const messageByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
};

/**
 * Every failure answers an ApiError: ours with their status, client errors Fastify finds (bad JSON, wrong
 * media type, too large) with theirs, the database or the disk unavailable for a while as 503 with `Retry-After`
 * (`db/outage.ts`), and anything else as a logged 500 that tells nothing of the inside.
 * JSON bodies are parsed here too, so that an empty body counts as no body rather than an error.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = String(text);
    if (source.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(source));
    } catch {
      done(new HttpError(400, 'bad_request', 'The body is not valid JSON'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.toBody());
    const status = error.statusCode ?? 500;
    if (error.validation) {
      const details = error.validation.map((issue) => ({ path: issue.instancePath || 'request', message: issue.message ?? 'is not valid' }));
      return reply.code(400).send({ error: { code: 'bad_request', message: error.message, details } } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      const message = messageByFastifyCode[error.code] ?? error.message;
      return reply.code(status).send({ error: { code: codeByStatus[status] ?? 'bad_request', message } } satisfies ApiError);
    }
    if (isOutage(error)) {
      request.log.warn({ err: error }, 'the database or the disk is unavailable: answered 503');
      const body: ApiError = { error: { code: 'service_unavailable', message: 'The server cannot reach its data just now. Try again in a moment.' } };
      return reply.code(503).header('Retry-After', String(outageRetryAfterSeconds)).send(body);
    }
    request.log.error({ err: error }, 'unexpected error');
    const body: ApiError = { error: { code: 'internal_error', message: 'Something went wrong on the server. Try again later.' } };
    return reply.code(500).send(body);
  });
}
