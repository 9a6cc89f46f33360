import type { FastifyInstance } from 'fastify';

/** Lets `/api/v1` calls receive multipart uploads; filled in by the uploads work (documents part). */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  void app;
}
