import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createServer, type PushOptions, type ServerOptions } from '../../server/app';
import { databaseFor } from './testDatabase';

/** The secret tests sign tokens with, so they can forge expired ones. */
export const testSecret = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A fresh temporary data directory; remove it with `removeDataDir`. */
export const makeDataDir = () => mkdtempSync(join(tmpdir(), 'crew-server-test-'));
export const removeDataDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** A server on its own data directory, with helpers to log in and call the API. */
export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** Logs in and answers the token (fails the test when login fails). */
  login(username: string, host?: string): Promise<string>;
  /** Calls `/api/v1` + path with the token, if any, and any more headers. */
  call(method: InjectOptions['method'], path: string, token?: string, payload?: unknown, more?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Starts a server on a fresh data directory (about 5 s: create one per test file, in beforeAll). Tokens are
 * signed with `testSecret`, or with the secret stored in the data directory when `storedSecret` is set; `push` sets Web
 * Push up (e.g. an agent trusting a local push service's certificate); `publicUrl` is `PUBLIC_URL`; `distDir` the built app
 * it serves; `mail` how mail goes out (to an SMTP server of the test's).
 */
export async function startTestServer(
  options: { dataDir?: string; storedSecret?: boolean; push?: PushOptions; publicUrl?: URL; distDir?: string; mail?: ServerOptions['mail'] } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  const databaseUrl = await databaseFor(dataDir);
  const app = await createServer({
    dataDir, databaseUrl, jwtSecret: options.storedSecret ? undefined : testSecret, logger: false, push: options.push, publicUrl: options.publicUrl,
    distDir: options.distDir, mail: options.mail,
  });
  return {
    app,
    dataDir,
    async login(username, host = 'localhost') {
      const response = await app.inject({
        method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE', host },
        payload: { username, password: 'demo1234' },
      });
      if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    call(method, path, token, payload, more = {}) {
      const headers: Record<string, string> = { type: 'MOBILE', ...more };
      if (token) headers.authorization = `Bearer ${token}`;
      return app.inject({ method, url: `/api/v1${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    },
    close: () => app.close(),
  };
}

/** One file of a multipart request. */
export interface TestFile { name: string; type: string; bytes: Uint8Array }

/** A multipart/form-data body and its Content-Type header, from text fields and files (for `app.inject`). */
export function multipartBody(fields: Record<string, string>, files: Record<string, TestFile>): { payload: Buffer; contentType: string } {
  const boundary = `----crew-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart request to `/api/v1` + path with the token, if any, and any more headers. */
export function callMultipart(
  server: TestServer, path: string, token: string | undefined, fields: Record<string, string>, files: Record<string, TestFile>,
  more: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(fields, files);
  const headers: Record<string, string> = { type: 'MOBILE', 'content-type': contentType, ...more };
  if (token) headers.authorization = `Bearer ${token}`;
  return server.app.inject({ method: 'POST', url: `/api/v1${path}`, headers, payload });
}
