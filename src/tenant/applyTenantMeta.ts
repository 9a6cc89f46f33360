import type { Tenant } from '../ground/contract';
import { themes } from './tenantTheme';

function setMeta(selector: string, content: string): void {
  document.querySelector(selector)?.setAttribute('content', content);
}

/** The page title, sharing description and favicon come from the tenant (section 1). */
export function applyTenantMeta(tenant: Tenant | null, pageTitle?: string): void {
  const name = tenant?.name ?? 'Crew';
  document.title = pageTitle ? `${pageTitle} · ${name}` : name;
  if (!tenant) return;
  setMeta('meta[name="description"]', tenant.metaDescription);
  setMeta('meta[property="og:description"]', tenant.metaDescription);
  setMeta('meta[property="og:title"]', tenant.name);
  setMeta('meta[name="theme-color"]', (themes[tenant.mobileTheme] ?? themes['moyo'])?.themeColor ?? '#228be6');
  if (tenant.faviconUrl) document.querySelector('link[rel="icon"]')?.setAttribute('href', tenant.faviconUrl);
}
