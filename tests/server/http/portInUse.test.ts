// @vitest-environment node
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortInUse, portInUseMessage } from '../../../server/http/portInUse';

describe('a port in use', () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('is found before anything starts', async () => {
    expect(await isPortInUse(port)).toBe(true);
  });

  it('is free again once its server is gone', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, '0.0.0.0', resolve));
    const freed = (other.address() as { port: number }).port;
    await new Promise<void>((resolve) => other.close(() => resolve()));
    expect(await isPortInUse(freed)).toBe(false);
  });

  it('is told in one sentence naming the port and how to choose another', () => {
    expect(portInUseMessage(4173)).toBe('Port 4173 is already in use (another npm start?): stop that server, or choose another port, e.g. PORT=4174 npm start');
  });
});
