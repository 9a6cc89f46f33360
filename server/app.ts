import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiRoutes } from './api/apiRoutes';
import { installErrorHandling } from './api/errorHandling';
import { frameworkErrors } from './api/frameworkErrors';
import { allowedMethods } from './api/allowedMethods';
import { apiPrefix, registerApi } from './api/registerApi';
import { serveApiReference } from './api/reference/serveApiReference';
import { openApiDocument, type OpenApiDocument } from './api/reference/openApiDocument';
import { checkOverlaysAgainst, productRegistry } from './tenantConfig/productScreens';
import { apiCallsOf } from '../src/screenChecker/apiCalls';
import { registerUploads } from './http/registerUploads';
import { acceptFormBodies } from './http/formBodies';
import { serveDevMailPage } from './http/devMailPage';
import { loadJwtSecret } from './auth/jwtSecret';
import { OneLineRequestLog, requestLogger } from './http/requestLog';
import type { LogFormat } from './http/logFormat';
import { secretPathsOf, type SecretPath } from './http/secretPaths';
import { defaultLoginLimits, installLoginRateLimit, LoginRateLimiter, type LoginLimits } from './auth/loginRateLimit';
import { createTokens } from './auth/tokens';
import { databaseLocationOf, openAppDatabase } from './appDatabase';
import type { Db } from './kernel/database';
import { installSecurityHeaders } from './http/securityHeaders';
import { compressAnswers } from './http/compressAnswers';
import { servePwa } from './pwa/servePwa';
import { serveTenantManifest } from './pwa/serveTenantManifest';
import { tenantIndexPage } from './pwa/tenantIndexPage';
import { now as clockNow } from './kernel/clock';
import { defaultVapidSubject, loadVapidKeys, type VapidKeyPair } from './store/push/vapidKeys';
import { startPushService, type PushService } from './store/push/pushService';
import { startMailService, type MailService } from './mail/mailService';
import { smtpTransport, type MailSettings } from './mail/mailTransport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push of this server: sends the outbox after writes and pre-call reminders on its timer (`server/store/push/`). */
    push: PushService;
    /** Mail of this server: sends the outbox after writes and what waits to be tried again on its timer (`server/mail/`). */
    mail: MailService;
    /** The database this server keeps its data in (tools and tests read it; requests go through the route table). */
    db: Db;
  }
}

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
  /** How the log reads: `json` (a line per object, two per request) or `terminal` (short lines, one per request). Default `json`. */
  logFormat?: LogFormat;
  /** A PostgreSQL connection string: keep the data there instead of the embedded database. `dataDir` then holds only the token secret. */
  databaseUrl?: string;
  /**
   * Behind a load balancer or proxy: whom to believe about the client's address and host (`X-Forwarded-For`,
   * `X-Forwarded-Host`): true (any), or the proxies' addresses/CIDRs, comma-separated. Default false (the socket's).
   */
  trustProxy?: boolean | string;
  /** How many failed logins are allowed per account and per address. Default 5 and 20 per 15 minutes. */
  loginLimits?: LoginLimits;
  /** Web Push settings; every one has a default. */
  push?: PushOptions;
  /**
   * The address people reach this deployment by (`PUBLIC_URL`, e.g. `https://crew.example.com`): the scheme of the
   * links the server hands out (calendar feeds), and the main tenant's address. Default: the request's scheme.
   */
  publicUrl?: URL;
  /** How mail goes out (`SMTP_URL`, `MAIL_FROM`). Default: none: mails stay in the outbox (the development mail page). */
  mail?: MailSettings & { tickSeconds?: number };
  /**
   * The database, already opened by `openAppDatabase` (`npm start` opens it while this module loads). The server owns
   * it from here and closes it. Default: opened here from `databaseUrl` / `dataDir`.
   */
  database?: Db;
}

/** How the server sends Web Push messages. */
export interface PushOptions {
  /** The VAPID key pair (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`). Default: the pair kept in the database, made on first start. */
  keys?: VapidKeyPair;
  /** Whom push services may contact about this deployment (`VAPID_SUBJECT`, `mailto:` or `https:`). Default `defaultVapidSubject`. */
  subject?: string;
  /** The HTTPS agent messages go out through (a proxy's, or one trusting a test's certificate). Default Node's. */
  agent?: Agent;
  /** Seconds between two looks for pre-call reminders due. Default 60; 0 runs no timer (tests call `app.push.tick()`). */
  tickSeconds?: number;
}

/** The reference server: `/api/v1` and, with `distDir`, the PWA. Closing it closes the database. */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const db = options.database ?? await openAppDatabase(databaseLocationOf(options));
  let push: PushService | undefined;
  let mail: MailService | undefined;
  try {
    const tokens = createTokens(options.jwtSecret ?? (await loadJwtSecret(options.dataDir)));
    const format = options.logFormat ?? 'json';
    // The api's and the app's addresses with a token part (a reset link, a calendar feed) are logged without it. The
    // app's are read from its screens after the server listens (or by the first request logged, if it comes first).
    let secretPathList: readonly SecretPath[] | undefined;
    const secretPaths = () => (secretPathList ??= secretPathsOf([
      ...apiRoutes.map((route) => `${apiPrefix}${route.path}`), ...productRegistry().screens.map((screen) => screen.route),
    ]));
    const logger = options.logger ? requestLogger(options.logger === true ? undefined : options.logger, format, secretPaths) : false;
    const serverOptions: FastifyServerOptions = {
      logger, trustProxy: options.trustProxy ?? false, frameworkErrors,
      ...(format === 'terminal' ? { logController: new OneLineRequestLog(secretPaths) } : {}),
    };
    const app = Fastify(serverOptions);
    const keys = await loadVapidKeys(db, options.push?.keys, clockNow());
    push = startPushService(db, {
      vapid: { ...keys, subject: options.push?.subject ?? defaultVapidSubject }, agent: options.push?.agent,
      tickSeconds: options.push?.tickSeconds, warn: (message) => app.log.warn(message),
    });
    mail = startMailService(db, smtpTransport(options.mail ?? {}), {
      tickSeconds: options.mail?.tickSeconds, warn: (message) => app.log.warn(message),
    });
    app.decorate('push', push);
    app.decorate('mail', mail);
    app.decorate('db', db);
    const started = { push, mail };
    // The push and mail timers stop and the deliveries under way end before the database closes.
    app.addHook('onClose', async () => {
      await started.push.close();
      await started.mail.close();
      await db.close();
    });
    installErrorHandling(app);
    installSecurityHeaders(app);
    await compressAnswers(app);
    installLoginRateLimit(app, new LoginRateLimiter(db, options.loginLimits ?? defaultLoginLimits), db);
    await registerUploads(app, apiRoutes, { db, tokens });
    acceptFormBodies(app, apiRoutes);
    registerApi(app, apiRoutes, { db, tokens, push, mail, publicUrl: options.publicUrl }, { checkAnswers: process.env.NODE_ENV !== 'production' });
    // One document of the route table: served to implementers, and what tenant screens are checked against.
    // Made when first asked for (the reference page, a tenant overlay's check), not at start.
    let document: OpenApiDocument | undefined;
    const documentOf = () => (document ??= openApiDocument(apiRoutes, apiPrefix));
    serveApiReference(app, documentOf, apiPrefix);
    checkOverlaysAgainst(() => apiCallsOf(documentOf()));
    serveTenantManifest(app, db, options.distDir);
    serveDevMailPage(app, db);
    const { distDir } = options;
    await servePwa(app, distDir, allowedMethods(apiRoutes, apiPrefix), distDir ? tenantIndexPage(db, distDir) : undefined);
    // What the first requests need and the start does not: read once the server listens, before anyone asks.
    app.addHook('onListen', (done) => {
      setImmediate(secretPaths);
      done();
    });
    await app.ready();
    return app;
  } catch (error) {
    await push?.close();
    await mail?.close();
    await db.close();
    throw error;
  }
}
