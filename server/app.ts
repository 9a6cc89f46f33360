import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiRoutes } from './api/apiRoutes';
import { installErrorHandling } from './api/errorHandling';
import { apiPrefix, registerApi } from './api/registerApi';
import { serveApiReference } from './api/reference/serveApiReference';
import { openApiDocument } from './api/reference/openApiDocument';
import { checkOverlaysAgainst } from './tenantConfig/productScreens';
import { apiCallsOf } from '../src/spec/apiCalls';
import { registerUploads } from './http/registerUploads';
import { loadJwtSecret } from './auth/jwtSecret';
import { requestLogger } from './http/requestLog';
import { defaultLoginLimits, installLoginRateLimit, LoginRateLimiter, type LoginLimits } from './auth/loginRateLimit';
import { createTokens } from './auth/tokens';
import { openAppDatabase } from './appDatabase';
import { installSecurityHeaders } from './http/securityHeaders';
import { compressAnswers } from './http/compressAnswers';
import { servePwa } from './pwa/servePwa';
import { serveTenantManifest } from './pwa/serveTenantManifest';

/** How to build the server; every option has a default fit for tests. */
export interface ServerOptions {
  /** Where the data lives (database in `pgdata/`, token secret in `jwt-secret`). Default: in memory, lost on close. */
  dataDir?: string;
  /** The built PWA to serve. Default: none, only the API. */
  distDir?: string;
  /** The token signing secret. Default: the one stored in `dataDir`, made on first start. */
  jwtSecret?: string;
  /** Log requests and errors (secrets redacted, see `server/http/requestLog.ts`): true for stdout, or a stream. Default false. */
  logger?: boolean | NodeJS.WritableStream;
  /** A PostgreSQL connection string: keep the data there instead of the embedded database. `dataDir` then holds only the token secret. */
  databaseUrl?: string;
  /**
   * Behind a load balancer or proxy: whom to believe about the client's address and host (`X-Forwarded-For`,
   * `X-Forwarded-Host`): true (any), or the proxies' addresses/CIDRs, comma-separated. Default false (the socket's).
   */
  trustProxy?: boolean | string;
  /** How many failed logins are allowed per account and per address. Default 5 and 20 per 15 minutes. */
  loginLimits?: LoginLimits;
}

/** The reference server: `/api/v1` and, with `distDir`, the PWA. Closing it closes the database. */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const db = await openAppDatabase({
    url: options.databaseUrl,
    directory: options.dataDir ? join(options.dataDir, 'pgdata') : undefined,
  });
  try {
    const tokens = createTokens(options.jwtSecret ?? (await loadJwtSecret(options.dataDir)));
    const logger = options.logger === true ? requestLogger() : options.logger ? requestLogger(options.logger) : false;
    const serverOptions: FastifyServerOptions = { logger, trustProxy: options.trustProxy ?? false };
    const app = Fastify(serverOptions);
    app.addHook('onClose', () => db.close());
    installErrorHandling(app);
    installSecurityHeaders(app);
    await compressAnswers(app);
    installLoginRateLimit(app, new LoginRateLimiter(db, options.loginLimits ?? defaultLoginLimits), db);
    await registerUploads(app, apiRoutes);
    registerApi(app, apiRoutes, { db, tokens }, { checkAnswers: process.env.NODE_ENV !== 'production' });
    // One document of the route table: served to implementers, and what tenant screens are checked against.
    const document = openApiDocument(apiRoutes, apiPrefix);
    serveApiReference(app, document, apiPrefix);
    checkOverlaysAgainst(() => apiCallsOf(document));
    serveTenantManifest(app, db, options.distDir);
    await servePwa(app, options.distDir);
    await app.ready();
    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}
