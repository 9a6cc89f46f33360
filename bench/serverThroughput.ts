import autocannon from 'autocannon';
import type { Throughput } from './benchResults';

/** The load: 20 connections for 10 s. */
const connections = 20;
const seconds = 10;

/**
 * Puts the server under load with autocannon: 20 connections for 10 s, each cycling through `calls` (the GET
 * /api/v1 calls the home screen makes) with the session's token and `Accept-Encoding: br, gzip`, as the app does.
 */
export async function measureThroughput(origin: string, token: string, calls: string[]): Promise<Throughput> {
  if (!calls.length) throw new Error('No API calls to put under load');
  const result = await autocannon({
    url: origin, connections, duration: seconds,
    headers: { Authorization: `Bearer ${token}`, Type: 'MOBILE', 'Accept-Encoding': 'br, gzip' },
    requests: calls.map((path) => ({ method: 'GET', path })),
  });
  return {
    calls, connections, seconds,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
