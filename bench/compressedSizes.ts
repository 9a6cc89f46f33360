import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Sizes } from './benchResults';

/** The files' sizes raw, gzipped at level 9 and brotli'd at quality 11: the same bytes always give the same figures. */
export function compressedSizes(files: readonly Buffer[]): Sizes {
  const sizes: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    sizes.raw += file.length;
    sizes.gzip += gzipSync(file, { level: 9 }).length;
    sizes.brotli += brotliCompressSync(file, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.length },
    }).length;
  }
  return sizes;
}
