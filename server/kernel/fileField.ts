import { Type } from 'typebox';
import { field, type Field } from '../../src/ground/contract/fields/fields';
import type { UploadedFile } from './uploadedFile';

/** A file field of a multipart body (see registerUploads); a JSON body or a text field is refused. */
export const file = (): Field<UploadedFile> => field(Type.String({ format: 'binary', description: 'A file sent as multipart form data.' }), (value, path, problems) => {
  const candidate = value as Partial<UploadedFile> | null | undefined;
  if (value === undefined) problems.push({ path, message: 'is required (send the file as multipart form data)' });
  else if (typeof candidate !== 'object' || candidate === null || !Buffer.isBuffer(candidate.bytes)) {
    problems.push({ path, message: 'must be a file sent as multipart form data' });
  } else if (candidate.bytes.length === 0) problems.push({ path, message: 'must not be an empty file' });
  return value as UploadedFile;
});

/**
 * Whether a body takes files, that is, holds a `file()` field (or another of JSON Schema format `binary`): such a
 * call is sent as multipart form data; every other call takes JSON and refuses multipart (see registerUploads).
 */
export const takesFiles = (body: Field<unknown> | undefined): boolean =>
  body !== undefined && JSON.stringify(body.schema).includes('"format":"binary"');
