import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query values never written to the log: a login link's password, a token, a login name. */
const secretQueryKeys = /^(password|token|login|username|refresh_?token|access_?token)$/i;
const redacted = '[redacted]';

/** The address with the values of secret query keys replaced (`/jobs?login=[redacted]&password=[redacted]`). */
export function redactedUrl(url: string): string {
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
export function requestLogger(destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    ...(destination ? { stream: destination } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'], censor: redacted },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
