import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../kernel/database';
import { routedPath } from '../http/routedPath';
import { tenantForHost } from '../store/tenantStore';
import { pageMetaFor, withPageMeta } from './pageMeta';
import { themeColor } from './themeColor';

/**
 * The app's page for a request: the built `index.html` (read once) with the host's tenant and the screen at the
 * address in its title, description and Open Graph tags, so that a link shared in a chat previews as "Jobs · Moyo
 * Crew" with the tenant's description rather than as the build's neutral "Crew".
 */
export function tenantIndexPage(db: Db, distDir: string): (request: FastifyRequest) => Promise<string> {
  let template: Promise<string> | undefined;
  return async (request) => {
    template ??= readFile(join(distDir, 'index.html'), 'utf8');
    const [page, { config }] = await Promise.all([template, tenantForHost(db, request.hostname)]);
    return withPageMeta(page, pageMetaFor(routedPath(request), config, themeColor(config.mobileTheme)));
  };
}
