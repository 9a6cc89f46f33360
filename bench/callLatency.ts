import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiCall, CallLatency } from './benchResults';
import { percentile } from './stats';

/** Calls before the measured ones: they fill the server's and the database's caches. */
const warmUps = 3;
/** Calls measured, one after the other. */
const measured = 30;

/** Makes one call and answers its time; throws with the body when the answer is not a 200. */
async function timedCall(app: FastifyInstance, call: ApiCall, request: InjectOptions): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await app.inject(request);
  const ms = performance.now() - started;
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/v1${call.path} as ${call.login} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  }
  return { ms, bytes: response.rawPayload.length };
}

/**
 * Times one GET /api/v1 call through `app.inject` as the app makes it (the login's token, `Accept-Encoding: br, gzip`):
 * 3 warm-up calls, then 30 in a row, of which it keeps the p50 and p95; one more call without `Accept-Encoding`
 * gives the answer's uncompressed size. An answer other than 200 is a failure to measure: it throws with the body.
 */
export async function measureCallLatency(app: FastifyInstance, call: ApiCall, token: string): Promise<CallLatency> {
  const headers = { type: 'MOBILE', authorization: `Bearer ${token}` };
  const compressed: InjectOptions = { method: 'GET', url: `/api/v1${call.path}`, headers: { ...headers, 'accept-encoding': 'br, gzip' } };
  for (let index = 0; index < warmUps; index += 1) await timedCall(app, call, compressed);
  const times: number[] = [];
  for (let index = 0; index < measured; index += 1) times.push((await timedCall(app, call, compressed)).ms);
  const { bytes } = await timedCall(app, call, { method: 'GET', url: `/api/v1${call.path}`, headers });
  return { ...call, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), bytes };
}
