import type { FastifyRequest } from 'fastify';
import { HttpError } from '../kernel/HttpError';
import { maxUploadBytes, type UploadedFile } from '../kernel/uploadedFile';

/** Limits of one multipart request: 10 MB a file, 5 files, 20 text fields of at most 1 MB each. */
export const uploadLimits = { fileSize: maxUploadBytes, files: 5, fields: 20, parts: 25, fieldSize: 1024 * 1024 } as const;

const tooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);

/** What each of the multipart plugin's limit errors means to the sender. */
const errorsByCode: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () => tooLarge('A file may be at most 10 MB'),
  FST_FILES_LIMIT: () => tooLarge(`Send at most ${uploadLimits.files} files at once`),
  FST_FIELDS_LIMIT: () => tooLarge(`Send at most ${uploadLimits.fields} fields at once`),
  FST_PARTS_LIMIT: () => tooLarge(`Send at most ${uploadLimits.parts} parts at once`),
};

/**
 * Reads a whole multipart body into `{ field: string | UploadedFile }` (a repeated name gives an array).
 * Over a limit answers 413, a malformed body 400 — never a 500.
 */
export async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const put = (name: string, value: unknown) => {
    const previous = body[name];
    if (previous === undefined) body[name] = value;
    else body[name] = Array.isArray(previous) ? [...(previous as unknown[]), value] : [previous, value];
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        put(part.fieldname, { fileName: part.filename, mimeType: part.mimetype, bytes } satisfies UploadedFile);
      } else {
        if (part.valueTruncated) throw tooLarge('A text field may be at most 1 MB');
        put(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    const known = typeof code === 'string' ? errorsByCode[code] : undefined;
    if (known) throw known();
    throw new HttpError(400, 'bad_request', 'The multipart body could not be read');
  }
  return { ...body };
}
