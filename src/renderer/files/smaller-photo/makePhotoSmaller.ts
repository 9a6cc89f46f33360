import type { DrawnPhoto } from './drawSmallerPhoto';
import { drawPhotoSmaller } from './drawPhotoSmaller';
import { isResizable, photoMaxSide, photoTypeOf, sentFileName } from './photoSize';

/** A photo's bytes as chosen and as sent, for the upload's progress to say. */
export interface PhotoSizes { before: number; after: number }

/** Draws a photo of `type` smaller: the smaller picture, null when it fits as it is; throws when it cannot be decoded. */
export type DrawPhoto = (file: Blob, type: string, maxSide: number) => Promise<DrawnPhoto | null>;

/**
 * The file to send for a chosen one (issue 35, point 5): a photo (JPEG, PNG, WebP, HEIC) whose long side is over
 * `maxSide` (default 2,000 px) comes back drawn at that size, upright, under its own name (the extension follows a
 * changed type). Anything else comes back as chosen: a PDF, a photo that fits, one the browser cannot decode, one
 * that came out no smaller.
 */
export async function makePhotoSmaller(file: File, maxSide = photoMaxSide, draw: DrawPhoto = drawPhotoSmaller): Promise<File> {
  const type = photoTypeOf(file);
  if (!isResizable(type)) return file;
  let drawn: DrawnPhoto | null;
  try {
    drawn = await draw(file, type, maxSide);
  } catch {
    // Not decodable here (a HEIC on most browsers, a damaged file): the server takes it as it is, and the office can open it.
    return file;
  }
  if (!drawn || drawn.blob.size >= file.size) return file;
  return new File([drawn.blob], sentFileName(file.name, type, drawn.type), { type: drawn.type, lastModified: file.lastModified });
}
