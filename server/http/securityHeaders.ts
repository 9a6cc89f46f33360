import type { FastifyInstance } from 'fastify';
import { routedPath } from './routedPath';

/** The policy pages run under: only our own scripts (no inline, no eval), no plugins, no framing; inline styles for Mantine. */
export const contentSecurityPolicy = [
  "default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'",
  "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:", "connect-src 'self'", "worker-src 'self'",
  "manifest-src 'self'", "font-src 'self' data:",
].join('; ');

/**
 * The policy of every file answer (one that names its file in `Content-Disposition`, as every `FileReply` does): a
 * file opened on its own, say an uploaded picture in a new tab, runs as a sandboxed page of no origin, without scripts.
 */
export const filePolicy = 'sandbox';

/** The headers every answer carries, the router's own refusals too (`frameworkErrors`). */
export const everyAnswerHeaders = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' } as const;

/**
 * Headers on every response: `nosniff` and `no-referrer` everywhere, `Cache-Control: no-store` on /api (answers
 * hold personal data and must not linger in caches), the Content-Security-Policy on HTML pages and `sandbox` on files.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(everyAnswerHeaders);
    const path = routedPath(request);
    if (path === '/api' || path.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    const type = String(reply.getHeader('content-type') ?? '');
    // A file first: an HTML file someone stored is a file, not one of our pages.
    if (reply.hasHeader('content-disposition')) reply.header('Content-Security-Policy', filePolicy);
    else if (type.startsWith('text/html')) reply.header('Content-Security-Policy', contentSecurityPolicy);
    return payload;
  });
}
