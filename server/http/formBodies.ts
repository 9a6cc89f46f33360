import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../kernel/route';
import { HttpError } from '../kernel/HttpError';
import { apiPrefix } from '../api/registerApi';

const formType = 'application/x-www-form-urlencoded';

/**
 * Lets the calls whose row says `formBody` take an HTML form body (`application/x-www-form-urlencoded`) as a plain
 * object of strings, which their `body` Field then validates as JSON. Every other call answers such a body 415: a form
 * is what a page of another site can post without asking, so only calls made for it take one.
 */
export function acceptFormBodies(app: FastifyInstance, routes: readonly ApiRoute[]): void {
  const takingForms = new Set(routes.filter((route) => route.formBody).map((route) => `${route.method} ${apiPrefix}${route.path}`));
  app.addContentTypeParser(formType, { parseAs: 'string', bodyLimit: 10_000 }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });
  app.addHook('preValidation', async (request) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== formType || request.routeOptions.url === undefined) return;
    if (!takingForms.has(`${request.method} ${request.routeOptions.url}`)) {
      throw new HttpError(415, 'unsupported_media_type', 'This call takes its body as application/json');
    }
  });
}
