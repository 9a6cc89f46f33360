// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { apiProxy, apiUnreachableAdvice } from '../../build/apiProxy';
import { freePort } from '../../build/freePort';

describe('npm run dev with no API server behind /api', () => {
  const told: string[] = [];
  let dev: ViteDevServer;
  let devUrl: string;
  let apiPort: number;

  beforeAll(async () => {
    apiPort = await freePort(); // free: nothing listens there
    dev = await createServer({
      configFile: false, logLevel: 'silent', root: import.meta.dirname,
      server: { port: await freePort(), strictPort: true, proxy: { '/api': apiProxy(apiPort, (line) => told.push(line)) } },
    });
    await dev.listen();
    devUrl = dev.resolvedUrls!.local[0]!;
  });
  afterAll(() => dev?.close());

  it('answers 502 with the API\'s error shape, which the app shows as "cannot reach its server"', async () => {
    const response = await fetch(new URL('/api/v1/tenant', devUrl));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'apiUnreachable', message: 'errors.apiUnreachable' } });
  });

  it('says so in the terminal once, naming the port and npm start', async () => {
    await fetch(new URL('/api/v1/jobs', devUrl));
    expect(told).toEqual([apiUnreachableAdvice(apiPort)]);
    expect(told[0]).toContain(`http://localhost:${apiPort}: start one with npm start`);
  });
});
