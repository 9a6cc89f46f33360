import type { Plugin } from 'vite';
import { defaultApiBase } from '../src/api/apiBase';

/**
 * Adds `<link rel="preload" as="fetch">` for the tenant configuration to index.html, so the browser fetches it
 * while it fetches the app's code instead of after (the app awaits it on a first start: the theme and screens
 * depend on it). The address follows `VITE_API_BASE_URL` like the app's own calls.
 */
export function tenantPreloadPlugin(): Plugin {
  let apiBase = defaultApiBase;
  return {
    name: 'crew-tenant-preload',
    configResolved(config) {
      apiBase = (config.env['VITE_API_BASE_URL'] as string | undefined) ?? defaultApiBase;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preload', href: `${apiBase}/tenant`, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head-prepend' },
    ],
  };
}
