import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; images other than SVG, fonts in woff2 and PDFs are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Smaller files gain nothing: the headers of a compressed answer weigh about as much. */
const smallest = 512;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each text file of a built folder. */
export async function precompressFolder(folder: string): Promise<number> {
  const files = filesUnder(folder).filter((path) => compressible.test(path) && statSync(path).size >= smallest);
  await Promise.all(files.map(async (path) => {
    const bytes = readFileSync(path);
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzipped(bytes, { level: 9 }),
    ]);
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
  }));
  return files.length;
}

/**
 * Precompresses the build once it is complete, service worker included (this runs after vite-plugin-pwa's own
 * last step), so the server sends brotli or gzip without compressing on every request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'crew-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressFolder(outDir);
      },
    },
  };
}
