import { imageSizeOf } from './imageSizeOf';
import { badRequest } from '../kernel/HttpError';
import { maxUploadBytes, type UploadedFile, type UploadKind } from '../kernel/uploadedFile';
import { safeFileName } from './safeFileName';


/** What a call accepts. */
export interface UploadRules {
  kinds: readonly UploadKind[];
  /** Default 10 MB. */
  maxBytes?: number;
  /** Default 40 megapixels. */
  maxPixels?: number;
}

/** A file that passed the checks: its kind and type by content, its size if an image, and a name safe to store. */
export interface CheckedUpload {
  kind: UploadKind;
  mimeType: string;
  width?: number;
  height?: number;
  safeName: string;
}

const kindByMime: Record<string, UploadKind> = {
  'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif',
  'image/heic': 'heic', 'image/heic-sequence': 'heic', 'image/heif': 'heic', 'image/heif-sequence': 'heic',
};
const mimeByKind: Record<UploadKind, string> = {
  pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', heic: 'image/heic',
};
/** The media type a file of `kind` is stored and served with, e.g. `png` → `image/png`. */
export const mediaTypeOf = (kind: UploadKind): string => mimeByKind[kind];

/** Every media type an upload is stored with: what a stored file may be served as. */
export const uploadMediaTypes: readonly string[] = Object.values(mimeByKind);

/** The widest and tallest image the server takes, in pixels. */
export const maxImageSide = 8000;
const defaultMaxPixels = 40_000_000;

/**
 * Checks an uploaded file by its CONTENT (magic bytes), never by its name or declared type; images also by
 * their dimensions (a decompression bomb is refused before anything decodes it). Throws a 400 with details.
 */
export async function checkUpload(file: UploadedFile, rules: UploadRules, path = 'file'): Promise<CheckedUpload> {
  const refuse = (message: string) => badRequest(`${path} ${message}`, [{ path, message }]);
  const maxBytes = rules.maxBytes ?? maxUploadBytes;
  if (file.bytes.length === 0) throw refuse('is empty');
  if (file.bytes.length > maxBytes) throw refuse(`must be at most ${Math.floor(maxBytes / 1024)} kB`);
  // file-type loads with the first upload, not with the server's start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(file.bytes);
  const kind = detected ? kindByMime[detected.mime] : undefined;
  if (!kind || !rules.kinds.includes(kind)) {
    throw refuse(`must be a ${rules.kinds.join(', ')} file (its content is ${detected?.mime ?? 'not a known file type'})`);
  }
  const checked: CheckedUpload = { kind, mimeType: mimeByKind[kind], safeName: safeFileName(file.fileName, kind) };
  if (kind === 'pdf') return checked;
  const { width, height } = dimensionsOf(file.bytes) ?? {};
  if (!width || !height) throw refuse('is an image whose size cannot be read');
  if (width > maxImageSide || height > maxImageSide) throw refuse(`must be at most ${maxImageSide}×${maxImageSide} pixels`);
  if (width * height > (rules.maxPixels ?? defaultMaxPixels)) throw refuse(`must be at most ${(rules.maxPixels ?? defaultMaxPixels) / 1e6} megapixels`);
  return { ...checked, width, height };
}

/** The largest image in the file (HEIC may hold several), or null when the header cannot be read. */
function dimensionsOf(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const size = imageSizeOf(bytes);
    const all = [size, ...(size.images ?? [])];
    return { width: Math.max(...all.map((image) => image.width)), height: Math.max(...all.map((image) => image.height)) };
  } catch {
    return null;
  }
}
