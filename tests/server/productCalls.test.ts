// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callKey, productCalls, type ProductCall } from '../../server/kernel/productCalls';
import { apiRoutes } from '../../server/api/apiRoutes';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { sampleCaller } from './product-calls/sampleCaller';
import { productCallSamples as samples } from './product-calls/productCallSamples';

let server: TestServer;
const { prepare } = sampleCaller(() => server, samples);

/**
 * Makes a call of section 7 as its sample says: who, which path and body (real ids looked up through the api).
 * Answers the status got (with the body of an error answer) and the one the sample expects.
 */
async function callSample(call: string, method: ProductCall['method'], template: string): Promise<{ got: string; expected: string }> {
  const { send, expected } = await prepare(call, method, template);
  const response = await send();
  return { got: `${response.statusCode} ${response.statusCode >= 400 ? response.body : ''}`.trim(), expected: String(expected) };
}

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

describe('every call of section 7', () => {
  // While the server grows, a call without a route row is pending: counted here, never silently passed.
  const routed = new Set(apiRoutes.map((route) => callKey(route.method, route.path)));
  const answered = productCalls.filter(({ method, path }) => routed.has(callKey(method, path)));

  it('has a sample for every call the server answers, and counts the calls still pending', () => {
    const missing = answered.map(({ method, path }) => `${method} ${path}`).filter((call) => !samples[call]);
    expect(missing).toEqual([]);
    console.info(`${answered.length} calls of section 7 answered, ${productCalls.length - answered.length} pending`);
  });

  it.each(answered.map(({ method, path }) => [`${method} ${path}`, method, path] as const))(
    '%s answers with demo data',
    async (call, method, template) => {
      const { got, expected } = await callSample(call, method, template);
      expect(got).toBe(expected);
    },
    30_000,
  );
});
