import type { FastifyRequest } from 'fastify';
import type { BatchAnswer } from '../../src/ground/contract';
import { apiPrefix } from './registerApi';

/**
 * The headers a call of a batch is made with: the batch's own that say who calls and where (session, login type,
 * tenant's host, language, the proxy's forwarding), not those of its body or its compression.
 */
const headersTaken = ['authorization', 'type', 'host', 'accept', 'accept-language', 'user-agent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * Makes `call` (a GET below /api/v1) as its own request through the whole server (tenant, session, access, the
 * route's checks, the answer's contract), with the batch's headers and address, and answers its status and body.
 */
export async function answerOfCall(batch: FastifyRequest, call: string): Promise<BatchAnswer> {
  const headers = Object.fromEntries(headersTaken.flatMap((name) => {
    const value = batch.headers[name];
    return value === undefined ? [] : [[name, value]];
  }));
  const answer = await batch.server.inject({ method: 'GET', url: `${apiPrefix}${call}`, headers, remoteAddress: batch.ip });
  const isJson = String(answer.headers['content-type'] ?? '').includes('json');
  return { status: answer.statusCode, body: answer.body === '' ? null : isJson ? (answer.json() as unknown) : answer.body };
}
