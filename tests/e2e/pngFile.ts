import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { runFile } from './browser';

/** A pixel's red, green and blue, 0 to 255. */
export type Rgb = readonly [number, number, number];

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `size`×`size` pixels (8-bit RGB, no filter, no interlace), `pixel` asked for each in rows from the top
 * left: signature, IHDR, IDAT and IEND with their CRCs — what a phone's camera hands the upload, only smaller.
 */
export function rgbPng(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from(Array.from({ length: size }, (_, y) => [0, ...Array.from({ length: size }, (_, x) => pixel(x, y)).flat()]).flat());
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `rgbPng` written to a file `name` in this run's own folder; answers its path. */
export function pngFile(name: string, size: number, pixel: (x: number, y: number) => Rgb): string {
  const path = runFile(name);
  writeFileSync(path, rgbPng(size, pixel));
  return path;
}
