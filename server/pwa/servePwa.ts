import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../kernel/HttpError';
import { routedPath } from '../http/routedPath';
import { contentSecurityPolicy } from '../http/securityHeaders';

/** The page policy (set on every HTML response by `installSecurityHeaders`). */
export { contentSecurityPolicy };

/**
 * Hashed build assets never change; everything else is checked again on every use (the service worker first).
 * `filePath` may be the precompressed twin (`sw.js.br`): the headers follow the file it stands for.
 */
function setHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const served = filePath.replace(/\.(?:br|gz)$/, '');
  const isAsset = /[\\/]assets[\\/]/.test(served);
  response.setHeader('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  // Caches keep the brotli, gzip and plain answers apart.
  response.setHeader('Vary', 'Accept-Encoding');
  if (served.endsWith('.html')) response.setHeader('Content-Security-Policy', contentSecurityPolicy);
  if (basename(served) === 'sw.js') response.setHeader('Service-Worker-Allowed', '/');
}

/**
 * Serves the built PWA from `distDir` (when it exists) and answers what no route matched: under /api a JSON 404, or a
 * 405 with `Allow` where the path has calls with other methods (`methodsAt`); index.html for page requests (the app
 * routes itself), and a 404 for a missing asset or file. The page is `indexPage`'s (the tenant's title and preview
 * tags) when given, else the built file as it is.
 */
export async function servePwa(
  app: FastifyInstance, distDir: string | undefined, methodsAt: (path: string) => string[] = () => [],
  indexPage?: (request: FastifyRequest) => Promise<string>,
): Promise<void> {
  const hasApp = distDir !== undefined && existsSync(distDir);
  if (hasApp) {
    // The build holds a `.br` and a `.gz` beside each text file (build/precompressPlugin.ts): sent as they are.
    await app.register(fastifyStatic, { root: distDir, cacheControl: false, setHeaders, redirect: false, preCompressed: true });
  }
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff')
      .send(await indexPage!(request));
  // The address `/` is a page of the app like any other, not the index file the static files would send for it.
  if (hasApp && indexPage) app.get('/', sendPage);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = routedPath(request);
    if (path === '/api' || path.startsWith('/api/')) {
      const allowed = methodsAt(path);
      if (allowed.length === 0) return reply.code(404).send(notFound(`There is no call ${request.method} ${path}`).toBody());
      // The path has calls, with other methods: say which (HTTP's 405, or the answer to OPTIONS).
      reply.header('Allow', allowed.join(', '));
      if (request.method === 'OPTIONS') return reply.code(204).send();
      return reply.code(405).send(new HttpError(405, 'method_not_allowed', `${path} takes ${allowed.join(', ')}, not ${request.method}`).toBody());
    }
    // A page of the app: asked for as HTML, or as anything (`*/*`, no Accept: curl, a monitor, a link preview) at a
    // path whose last part is not a file name (a missing `/logo.png` stays a 404).
    const accept = request.headers.accept ?? '*/*';
    const asksForPage = accept.includes('text/html') || (accept.includes('*/*') && !/\.[^/]*$/.test(path));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && asksForPage && !path.startsWith('/assets/');
    if (hasApp && wantsPage && indexPage) return sendPage(request, reply);
    if (hasApp && wantsPage) return reply.sendFile('index.html');
    return reply.code(404).send(notFound(`Not found: ${path}`).toBody());
  });
}
