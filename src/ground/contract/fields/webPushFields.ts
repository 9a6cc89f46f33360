import { Type } from 'typebox';
import { field, text, type Field } from './fields';

/** An https URL (push services only speak https). */
export const httpsUrl: Field<string> = field(Type.String({
  format: 'uri', pattern: '^https:', maxLength: 2048, examples: ['https://fcm.googleapis.com/fcm/send/c1KrmpTuRm0:APA91bG'],
}), (value, path, problems) => {
  const url = text({ max: 2048 })(value, path, problems);
  if (typeof value === 'string' && !URL.canParse(url)) problems.push({ path, message: 'must be a URL' });
  else if (typeof value === 'string' && new URL(url).protocol !== 'https:') problems.push({ path, message: 'must be an https URL' });
  return url;
});

/** Bytes written as base64url without padding. */
const asBase64url = (bytes: readonly number[]): string => btoa(String.fromCharCode(...bytes))
  .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** How many bytes base64url text decodes to: 3 for every 4 characters before the padding, a partial group's whole bytes. */
const base64urlBytes = (key: string): number => Math.floor((key.replace(/=+$/, '').length * 3) / 4);

/**
 * A base64url key that decodes to `bytes` bytes (p256dh: an uncompressed P-256 point of 65; auth: a secret of 16):
 * `ceil(bytes * 4 / 3)` characters, then any padding (decoding stops at the first `=`).
 */
export const base64urlKey = (bytes: number): Field<string> => field(Type.String({
  pattern: `^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`, maxLength: 200, description: `A base64url key of ${bytes} bytes.`,
  // Bytes 0, 1, 2 … as base64url: the length of a real key (a browser's are random).
  examples: [asBase64url(Array.from({ length: bytes }, (_, index) => index))],
}), (value, path, problems) => {
  const key = text({ max: 200 })(value, path, problems);
  if (typeof value === 'string' && (!/^[A-Za-z0-9_-]+=*$/.test(key) || base64urlBytes(key) !== bytes)) {
    problems.push({ path, message: `must be a base64url key of ${bytes} bytes` });
  }
  return key;
});
