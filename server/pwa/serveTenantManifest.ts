import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../kernel/database';
import { tenantForHost } from '../store/tenantStore';
import { themeColor } from './themeColor';

/**
 * `/manifest.webmanifest` with the host's tenant: the built manifest (icons, start URL, display) with the tenant's
 * name, colours and favicon, so the installed app carries the tenant's name.
 */
export function serveTenantManifest(app: FastifyInstance, db: Db, distDir: string | undefined): void {
  const builtPath = distDir ? join(distDir, 'manifest.webmanifest') : '';
  app.get('/manifest.webmanifest', async (request, reply) => {
    const built: Record<string, unknown> = builtPath && existsSync(builtPath) ? JSON.parse(readFileSync(builtPath, 'utf8')) : {};
    const { config } = await tenantForHost(db, request.hostname);
    const manifest = {
      ...built,
      name: config.name,
      short_name: config.name.length > 12 ? config.name.split(' ')[0] : config.name,
      description: config.metaDescription,
      lang: config.defaultLanguage === 'deAt' ? 'de-AT' : config.defaultLanguage,
      theme_color: themeColor(config.mobileTheme),
      background_color: config.backgroundColorCode ?? '#ffffff',
      ...(config.faviconUrl ? { icons: [{ src: config.faviconUrl, sizes: 'any' }] } : {}),
    };
    return reply.header('Content-Type', 'application/manifest+json').header('Cache-Control', 'no-cache').send(JSON.stringify(manifest));
  });
}
