import type { HtmlTagDescriptor, Plugin } from 'vite';
import { defaultApiBase } from '../src/api/defaultApiBase';

/** A `fetch` preload: the app's own `fetch` of the same address (mode cors, same-origin credentials) takes it. */
const fetchPreload = (href: string): HtmlTagDescriptor => ({
  tag: 'link', attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head-prepend',
});

/**
 * Adds preloads to index.html for what the app awaits before it draws its first screen, so the browser fetches
 * them while it fetches the app's code instead of after: the tenant configuration (the theme and screens depend on
 * it; its address follows `VITE_API_BASE_URL` like the app's calls) and the English texts (the fallback of every
 * language, always loaded).
 */
export function startPreloadPlugin(): Plugin {
  let apiBase = defaultApiBase;
  return {
    name: 'crew-start-preloads',
    configResolved(config) {
      apiBase = (config.env['VITE_API_BASE_URL'] as string | undefined) ?? defaultApiBase;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const tags = [fetchPreload(`${apiBase}/tenant`)];
        const english = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith('locales/en.json')),
        );
        if (english) tags.push(fetchPreload(`/${english.fileName}`));
        return tags;
      },
    },
  };
}
