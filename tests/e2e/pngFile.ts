import { writeFileSync } from 'node:fs';
import { runFile } from './browser';
import { pngImage } from '../fixtures/pngImage';

/** A pixel's red, green and blue, 0 to 255. */
export type Rgb = readonly [number, number, number];

/**
 * A real PNG of `size`×`size` pixels (8-bit RGB, no filter, no interlace), `pixel` asked for each in rows from the top
 * left (see pngImage) — what a phone's camera hands the upload, only smaller.
 */
export function rgbPng(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows = Buffer.from(Array.from({ length: size }, (_, y) => [0, ...Array.from({ length: size }, (_, x) => pixel(x, y)).flat()]).flat());
  return pngImage(size, size, 2, rows);
}

/** `rgbPng` written to a file `name` in this run's own folder; answers its path. */
export function pngFile(name: string, size: number, pixel: (x: number, y: number) => Rgb): string {
  const path = runFile(name);
  writeFileSync(path, rgbPng(size, pixel));
  return path;
}
