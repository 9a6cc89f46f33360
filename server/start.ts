/**
 * `npm start`: builds the app when needed (not with SKIP_BUILD=1, for a harness that built it already), then
 * serves it (from DIST_DIR, default dist/) and /api/v1 on PORT (default 4173), data in DATA_DIR (default .data/), tokens signed with JWT_SECRET
 * (default a secret stored in the data directory). With DATABASE_URL (`postgres://…`) the data lives in that
 * PostgreSQL database instead of DATA_DIR's embedded one. Behind a load balancer set TRUST_PROXY (see server/README.md).
 * Web Push signs with VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (default: a pair kept in the database) as VAPID_SUBJECT.
 * Mail goes out through SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`) from MAIL_FROM; without SMTP_URL mails stay
 * in the database, shown at /dev/mail outside production.
 * The log reads as short lines in a terminal and as JSON otherwise (LOG_FORMAT=json or terminal to choose).
 */
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseLocationOf, openAppDatabase } from './appDatabase';
import { demoLoginsLine } from './demo/demoLoginsLine';
import { logFormatOf } from './http/logFormat';
import { isPortInUse, portInUseMessage } from './http/portInUse';
import { ensureAppBuilt } from './pwa/ensureAppBuilt';
import { vapidFromEnvironment } from './store/push/vapidKeys';
import type { MailSettings } from './mail/mailTransport';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
/** DIST_DIR: a built app elsewhere than dist/ (the e2e set-up builds into a folder of its own). */
const distDir = resolve(process.env.DIST_DIR ?? join(repoRoot, 'dist'));

const logFormat = (() => {
  try {
    return logFormatOf(process.env, process.stdout.isTTY === true);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT is ${process.env.PORT}: write a port number, e.g. PORT=4174 npm start`);
  process.exit(1);
}
// Before the build and the database: a second `npm start` on the same port ends at once, with one sentence.
if (await isPortInUse(port)) {
  console.error(portInUseMessage(port));
  process.exit(1);
}

const buildProblem = process.env.SKIP_BUILD === '1' ? null : ensureAppBuilt(repoRoot, distDir);
if (buildProblem) {
  console.error(buildProblem);
  process.exit(1);
}

const jwtSecret = process.env.JWT_SECRET || undefined;
if (jwtSecret !== undefined && jwtSecret.length < 32) {
  console.error('JWT_SECRET is too short: use at least 32 random characters (or leave it unset to keep one in DATA_DIR)');
  process.exit(1);
}

// VAPID_PUBLIC_KEY with VAPID_PRIVATE_KEY, and VAPID_SUBJECT: Web Push's keys and contact (server/README.md, "Web Push").
const vapid = vapidFromEnvironment(process.env);
if ('problem' in vapid) {
  console.error(vapid.problem);
  process.exit(1);
}

/** PUBLIC_URL: the address people reach this deployment by (`https://crew.example.com`), for the links it hands out. */
function publicUrlOf(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url && (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/') return url;
  console.error(`PUBLIC_URL is ${value}: write the address people open the app at, e.g. PUBLIC_URL=https://crew.example.com`);
  process.exit(1);
}

/** SMTP_URL: where mail goes out (`smtp://…`, `smtps://…`); MAIL_FROM: the sender's address. */
function mailOf(env: NodeJS.ProcessEnv): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !(URL.canParse(smtpUrl) && ['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol))) {
    console.error('SMTP_URL is not an SMTP address: write e.g. SMTP_URL=smtp://user:password@mail.example.com:587 (or smtps://…:465)');
    process.exit(1);
  }
  const from = env.MAIL_FROM || undefined;
  if (from && !/^[^@\s<>]+@[^@\s<>]+$/.test(from)) {
    console.error(`MAIL_FROM is ${from}: write the sender's address alone, e.g. MAIL_FROM=crew@your-company.example`);
    process.exit(1);
  }
  if (!smtpUrl && env.NODE_ENV === 'production') {
    console.error('SMTP_URL is not set: password links and notifications are kept in the database and not sent (server/README.md, "Mail")');
  }
  return { smtpUrl, from };
}

/** TRUST_PROXY: `true`, or the proxies' addresses (comma-separated, CIDRs allowed). */
const trustProxyOf = (value: string | undefined) => (!value ? undefined : value === 'true' ? true : value);

// The database opens (PGlite compiles its WebAssembly and reads its files) while the server's modules load: the
// app is imported only now, not with this file.
const databaseUrl = process.env.DATABASE_URL || undefined;
const [database, { createServer }] = await Promise.all([
  openAppDatabase(databaseLocationOf({ databaseUrl, dataDir })),
  import('./app'),
]);
const app = await createServer({
  database, dataDir, distDir, jwtSecret, databaseUrl,
  trustProxy: trustProxyOf(process.env.TRUST_PROXY), publicUrl: publicUrlOf(process.env.PUBLIC_URL), logger: true, logFormat, push: { keys: vapid.keys, subject: vapid.subject },
  mail: mailOf(process.env),
});
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing the server and the database`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  });
}
try {
  await app.listen({ port, host: '0.0.0.0', listenTextResolver: (address) => `Listening on ${address}` });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(portInUseMessage(port));
  await app.close();
  process.exit(1);
}
const shownDataDir = resolve(dataDir).startsWith(process.cwd()) ? relative(process.cwd(), resolve(dataDir)) || '.' : dataDir;
const where = process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : shownDataDir;
app.log.info(`The crew app is at http://localhost:${port} (data in ${where})`);
if (logFormat === 'terminal') console.log(demoLoginsLine());
