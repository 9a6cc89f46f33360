import { Type } from 'typebox';
import { field, type Field } from './fields';

/** The largest signature we keep: 1 MB of PNG. */
export const maxSignatureBytes = 1024 * 1024;

const prefix = 'data:image/png;base64,';
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A PNG of one pixel, as the reference's example of a drawn signature. */
export const onePixelPng = `${prefix}iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==`;

/** The bytes of strict base64 text (`atob`: in browsers and in Node alike). */
const base64Bytes = (encoded: string): Uint8Array => Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));

/**
 * A signature sent as a PNG data URL (`data:image/png;base64,…`): strict base64, PNG magic bytes, at most 1 MB
 * decoded. Answers the PNG bytes (whether they decode as an image is the server's check, before it stores them).
 */
export const pngDataUrl = (): Field<Uint8Array, string> => field(Type.String({
  // Base64 in whole groups of 4 characters, the last one padded: what `base64` and the length check below take.
  pattern: '^data:image/png;base64,([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2}==)$',
  // Whole groups of 3 bytes within the limit: the text of a full MB is as long as that of 2 bytes more.
  maxLength: prefix.length + 4 * Math.floor(maxSignatureBytes / 3),
  description: `A PNG image of at most ${maxSignatureBytes} bytes as a data URL.`,
  examples: [onePixelPng],
}), (value, path, problems) => {
  const refuse = (message: string) => {
    problems.push({ path, message });
    return new Uint8Array();
  };
  if (value === undefined) return refuse('is required');
  if (typeof value !== 'string' || !value.startsWith(prefix)) return refuse(`must be a PNG data URL starting ${prefix}`);
  const encoded = value.slice(prefix.length);
  if (encoded.length === 0 || encoded.length % 4 !== 0 || !base64.test(encoded)) return refuse('must be valid base64');
  if ((encoded.length / 4) * 3 > maxSignatureBytes + 2) return refuse(`must be at most ${maxSignatureBytes} bytes`);
  const bytes = base64Bytes(encoded);
  if (bytes.length > maxSignatureBytes) return refuse(`must be at most ${maxSignatureBytes} bytes`);
  if (!pngMagic.every((byte, index) => bytes[index] === byte)) return refuse('must be a PNG image');
  return bytes;
});
