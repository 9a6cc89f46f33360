import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG (greyscale, 8 bit) of a pen stroke: a wave whose shape follows `seed`, so every demo signer's
 * signature looks a little different.
 */
export function drawSignaturePng(seed: string, options: { width?: number; height?: number } = {}): Uint8Array {
  const width = options.width ?? 240;
  const height = options.height ?? 80;
  const pixels = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y += 1) pixels[y * (width + 1)] = 0;
  const k = [...seed].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  for (let x = 8; x < width - 8; x += 1) {
    const t = x / width;
    const y = Math.round(height / 2 + (height / 4) * Math.sin(t * (6 + (k % 5)) + k) * Math.cos(t * 3 + (k % 7)));
    for (let dy = -1; dy <= 1; dy += 1) {
      const row = Math.min(height - 1, Math.max(0, y + dy));
      pixels[row * (width + 1) + 1 + x] = 20;
    }
  }
  return png(width, height, pixels);
}

/** A PNG of random noise: real, decodable and about `width * height` bytes, for size tests. */
export function noisePng(width: number, height: number): Uint8Array {
  const pixels = Buffer.alloc((width + 1) * height);
  let state = 12345;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    pixels[i] = i % (width + 1) === 0 ? 0 : state >>> 24;
  }
  return png(width, height, pixels);
}

function png(width: number, height: number, filteredRows: Buffer): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(filteredRows)), chunk('IEND', Buffer.alloc(0)),
  ]));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}
