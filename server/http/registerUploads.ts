import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { HttpError, unauthorized } from '../kernel/HttpError';
import { apiPrefix } from '../api/registerApi';
import type { ApiRoute } from '../kernel/route';
import { takesFiles } from '../kernel/fileField';
import { readMultipart, uploadLimits } from './readMultipart';

/**
 * Lets the `/api/v1` calls whose body takes files (`takesFiles`) receive multipart uploads: a multipart request's
 * body becomes a plain object where text fields are strings and file fields are `UploadedFile`s (buffered), so a
 * row's `body` Field validates it like JSON. Every other call takes JSON only: multipart answers 415, unread.
 */
export async function registerUploads(app: FastifyInstance, routes: readonly ApiRoute[]): Promise<void> {
  const withFiles = new Set(routes.filter((route) => takesFiles(route.body)).map((route) => `${route.method} ${apiPrefix}${route.path}`));
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    // No such call: the 404 answers, without reading the body.
    if (request.routeOptions.url === undefined) return;
    if (!withFiles.has(`${request.method} ${request.routeOptions.url}`)) {
      throw new HttpError(415, 'unsupported_media_type', 'This call takes no files: send the body as application/json, not multipart/form-data');
    }
    // Every upload call needs a session: refuse to buffer files for a caller who sent no token at all.
    if (!request.headers.authorization) throw unauthorized();
    request.body = await readMultipart(request);
  });
}
