import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import { withoutPathSecrets, type SecretPath, type SecretPathsOf } from './secretPaths';
import type { LogFormat } from './logFormat';

/** Query values never written to the log: a login link's password, a token, a login name. */
const secretQueryKeys = /^(password|token|login|username|refresh_?token|access_?token)$/i;
const redacted = '[redacted]';

/**
 * The address with the values of secret query keys replaced (`/jobs?login=[redacted]&password=[redacted]`), and the
 * token part of a secret path (`/api/v1/publicCalendar/[redacted]`, see `secretPaths.ts`).
 */
export function redactedUrl(address: string, secretPaths: readonly SecretPath[] = []): string {
  const pathEnd = address.search(/[?#]/);
  const url = withoutPathSecrets(pathEnd < 0 ? address : address.slice(0, pathEnd), secretPaths, redacted) + (pathEnd < 0 ? '' : address.slice(pathEnd));
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const rawKey = equals < 0 ? part : part.slice(0, equals);
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the key as written.
    }
    return secretQueryKeys.test(key.trim()) ? `${rawKey}=${redacted}` : part;
  });
  return `${url.slice(0, queryAt)}?${parts.join('&')}`;
}

/**
 * Request logging that keeps secrets out: the request's address with secret query values redacted (a login link
 * carries a password), and the `Authorization` and `Cookie` headers censored should anything log headers.
 */
export function requestLogger(destination?: NodeJS.WritableStream, format: LogFormat = 'json', secretPaths: SecretPathsOf = () => []): FastifyServerOptions['logger'] {
  const stream = format === 'terminal'
    ? pinoPretty({ destination: destination ?? 1, colorize: destination === undefined && process.stdout.isTTY, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, sync: true })
    : destination;
  return {
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'], censor: redacted },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url, secretPaths()),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * The terminal's request log: one line per answered request (`GET /api/v1/jobs 200 12 ms`), secrets redacted, in
 * place of Fastify's two objects per request ("incoming request", "request completed").
 */
export class OneLineRequestLog extends LogController {
  constructor(private readonly secretPaths: SecretPathsOf = () => []) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactedUrl(request.url, this.secretPaths())} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
