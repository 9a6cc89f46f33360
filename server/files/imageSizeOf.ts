import { createRequire } from 'node:module';

type ImageSize = typeof import('image-size').imageSize;

const load = createRequire(import.meta.url);
let imageSize: ImageSize | undefined;

/**
 * An image's dimensions from its header (image-size), throwing on a header it cannot read. The library loads with
 * the first image checked, not with the server's start; it is read synchronously (a request body's schema asks).
 */
export function imageSizeOf(bytes: Uint8Array): ReturnType<ImageSize> {
  imageSize ??= (load('image-size') as typeof import('image-size')).imageSize;
  return imageSize(bytes);
}
