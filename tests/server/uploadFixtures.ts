import { pngImage } from '../fixtures/pngImage';

/** A real PNG of `width`×`height` (grey); with `claimOnly`, a header that claims that size over 1 pixel of data (a bomb). */
export function pngBytes(width = 2, height = 2, claimOnly = false): Buffer {
  const rows = claimOnly ? Buffer.from([0, 128]) : Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...Array<number>(width).fill(128)])));
  return pngImage(width, height, 0, rows);
}

/** The start of a Windows executable (MZ header with a PE signature). */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'ascii');
  return bytes;
}

/** A small PDF, enough for content detection. */
export const pdfBytes = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

