import { readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import type { ServiceWorkerInstall } from './benchResults';

/**
 * What the service worker fetches when it installs: sw.js, the workbox runtime it imports, and every file of its
 * precache list (`precacheAndRoute([{ url, revision }, …])` in the built sw.js), each once.
 */
function serviceWorkerFiles(distDir: string): string[] {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const precache = worker.match(/precacheAndRoute\(\[(.*?)\]/s)?.[1];
  if (precache === undefined) throw new Error('dist/sw.js has no precacheAndRoute([…]) list');
  const runtime = [...worker.matchAll(/define\(\["\.\/([^"]+)"\]/g)].map((match) => `${match[1]}.js`);
  const precached = [...precache.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set(['sw.js', ...runtime, ...precached])];
}

/** The body bytes of one file as the server sends it to a browser (`Accept-Encoding: br, gzip`), not decoded. */
function transferredBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Sums the service worker's first-install files: their size on disk, and what the server sends of them. */
export async function measureServiceWorkerInstall(distDir: string, origin: string): Promise<ServiceWorkerInstall> {
  const files = serviceWorkerFiles(distDir);
  let rawBytes = 0;
  let sent = 0;
  for (const file of files) {
    rawBytes += statSync(join(distDir, file)).size;
    sent += await transferredBytes(new URL(file, `${origin}/`).href);
  }
  return { files: files.length, rawBytes, transferredBytes: sent };
}
