import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../api/HttpError';
import { readMultipart, uploadLimits } from './readMultipart';

/**
 * Lets `/api/v1` calls receive multipart uploads: a multipart request's body becomes a plain object where text
 * fields are strings and file fields are `UploadedFile`s (buffered), so a row's `body` Field validates it like JSON.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    // Every upload call needs a session: refuse to buffer files for a caller who sent no token at all.
    if (!request.headers.authorization) throw unauthorized();
    request.body = await readMultipart(request);
  });
}
