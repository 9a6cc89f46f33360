import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this size an answer goes as it is: compressing it would save less than its headers weigh. */
export const compressedFrom = 1024;

/**
 * Compresses answers of 1 KiB and more with brotli (quality 4: fast enough per request, far smaller than gzip at
 * the same cost) or gzip, for clients that accept them. The app's built files are already compressed on disk
 * (`servePwa`), and files that are compressed by nature (PDF, PNG, JPEG) are sent as they are.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressedFrom,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
