import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../kernel/HttpError';
import { apiPrefix } from '../api/registerApi';
import type { ApiRoute } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import type { Tokens } from '../kernel/sessionTokens';
import { now } from '../kernel/clock';
import { admitCaller } from '../api/admitCaller';
import { tenantForHost } from '../store/tenantStore';
import { takesFiles } from '../kernel/fileField';
import { readMultipart, uploadLimits } from './readMultipart';

/**
 * Lets the `/api/v1` calls whose body takes files (`takesFiles`) receive multipart uploads: a multipart request's
 * body becomes a plain object where text fields are strings and file fields are `UploadedFile`s (buffered), so a
 * row's `body` Field validates it like JSON. Every other call takes JSON only: multipart answers 415, unread.
 * The caller is authenticated and their access to the call decided before a byte of the body is read: files of up to
 * 50 MB a request are buffered only for someone who may send them (a bogus token answers 401, unread).
 */
export async function registerUploads(app: FastifyInstance, routes: readonly ApiRoute[], deps: { db: Queryable; tokens: Tokens }): Promise<void> {
  const withFiles = new Map(routes.filter((route) => takesFiles(route.body)).map((route) => [`${route.method} ${apiPrefix}${route.path}`, route]));
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    // No such call: the 404 answers, without reading the body.
    if (request.routeOptions.url === undefined) return;
    const route = withFiles.get(`${request.method} ${request.routeOptions.url}`);
    if (!route) {
      throw new HttpError(415, 'unsupported_media_type', 'This call takes no files: send the body as application/json, not multipart/form-data');
    }
    await admitCaller(request, route.access, deps, (await tenantForHost(deps.db, request.hostname)).id, now());
    request.body = await readMultipart(request);
  });
}
