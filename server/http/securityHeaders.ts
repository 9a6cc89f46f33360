import type { FastifyInstance } from 'fastify';

/** The policy pages run under: only our own scripts (no inline, no eval), no plugins, no framing; inline styles for Mantine. */
export const contentSecurityPolicy = [
  "default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'",
  "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:", "connect-src 'self'", "worker-src 'self'",
  "manifest-src 'self'", "font-src 'self' data:",
].join('; ');

/**
 * Headers on every response: `nosniff` and `no-referrer` everywhere, `Cache-Control: no-store` on /api (answers
 * hold personal data and must not linger in caches), and the Content-Security-Policy on HTML pages.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', contentSecurityPolicy);
    return payload;
  });
}
