import { deflateSync } from 'node:zlib';

/** CRC-32 as PNG chunks need it. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width`×`height` (grey); with `claimOnly`, a header that claims that size over 1 pixel of data (a bomb). */
export function pngBytes(width = 2, height = 2, claimOnly = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = claimOnly ? Buffer.from([0, 128]) : Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...Array<number>(width).fill(128)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0)),
  ]);
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

/** The person id inside a token's claims. */
export function personIdOf(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { loginData: { person: { id: number } } };
  return claims.loginData.person.id;
}
