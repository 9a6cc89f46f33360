import type { ScreenSpec } from '../../src/ground/screenLanguage/types';
import { languageOf, localeSection, type Language } from '../store/localeTexts';
import { fixedParts, routePattern } from '../../src/ground/screenLanguage/routePattern';
import { productRegistry } from '../tenantConfig/productScreens';

/** What a shared link shows before the app runs (a chat's preview, a search result, the tab before the app's title). */
export interface PageMeta {
  /** The page's language (`<html lang>`), as a browser reads it: `de-AT`, `nl`. */
  lang: string;
  /** `<screen> · <tenant>`, or the tenant's name alone on its home. */
  title: string;
  siteName: string;
  description: string;
  themeColor: string;
}

let screenRoutes: { expression: RegExp; screen: ScreenSpec }[] | undefined;

/** The product's screen at `path`: more fixed parts first (`/jobs/new` before `/jobs/{id}`), as the app's router ranks them. */
function screenAt(path: string): ScreenSpec | undefined {
  screenRoutes ??= [...productRegistry().screens]
    .sort((a, b) => fixedParts(b.route) - fixedParts(a.route))
    .map((screen) => ({ expression: new RegExp(routePattern(screen.route)), screen }));
  return screenRoutes.find(({ expression }) => expression.test(path))?.screen;
}

/** The text of an i18n key (`jobs.title`) in a language, or undefined when the key is not one. */
function textOf(key: string, language: Language): string | undefined {
  const [section, ...rest] = key.split('.');
  if (!section || rest.length === 0) return undefined;
  const text = rest.reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], localeSection<unknown>(language, section));
  return typeof text === 'string' ? text : undefined;
}

/** The page meta of `path` on a tenant: its name, description and colour, and the screen's title in its language. */
export function pageMetaFor(path: string, tenant: { name: string; defaultLanguage: string; metaDescription: string }, themeColor: string): PageMeta {
  const language = languageOf({ language: null, tenantLanguage: tenant.defaultLanguage, useUserLanguage: false });
  const screen = path === '/' ? undefined : screenAt(path);
  const screenTitle = screen ? textOf(screen.title, language) : undefined;
  return {
    lang: language === 'deAt' ? 'de-AT' : language,
    title: screenTitle ? `${screenTitle} · ${tenant.name}` : tenant.name,
    siteName: tenant.name,
    description: tenant.metaDescription,
    themeColor,
  };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built `index.html` with a page's meta in place of the build's neutral ones: `<html lang>`, `<title>`, the
 * description, Open Graph's title, description and site name, and the theme colour. Tags the template lacks are added.
 */
export function withPageMeta(template: string, meta: PageMeta): string {
  const tags: [RegExp, string][] = [
    [/<title>[^<]*<\/title>/, `<title>${escaped(meta.title)}</title>`],
    [/<meta name="description"[^>]*>/, `<meta name="description" content="${escaped(meta.description)}" />`],
    [/<meta property="og:title"[^>]*>/, `<meta property="og:title" content="${escaped(meta.title)}" />`],
    [/<meta property="og:description"[^>]*>/, `<meta property="og:description" content="${escaped(meta.description)}" />`],
    [/<meta property="og:site_name"[^>]*>/, `<meta property="og:site_name" content="${escaped(meta.siteName)}" />`],
    [/<meta name="theme-color"[^>]*>/, `<meta name="theme-color" content="${escaped(meta.themeColor)}" />`],
  ];
  let page = template.replace(/<html lang="[^"]*"/, () => `<html lang="${escaped(meta.lang)}"`);
  // Replaced by functions: a `$&` in a tenant's name stays as it is.
  for (const [tag, replacement] of tags) page = tag.test(page) ? page.replace(tag, () => replacement) : page.replace('</head>', () => `  ${replacement}\n  </head>`);
  return page;
}
