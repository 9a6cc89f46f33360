// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageMetaFor, withPageMeta } from '../../../server/pwa/pageMeta';

const template = '<!doctype html><html lang="en"><head><title>Crew</title><meta name="description" content="" /></head><body></body></html>';
const tenant = { name: 'Moyo Crew', defaultLanguage: 'deAt', metaDescription: 'Crew für Events' };

describe('a page\'s meta for a shared link', () => {
  it('names the screen at the address in the tenant\'s language, and the tenant alone on its home', () => {
    expect(pageMetaFor('/jobs', tenant, '#123456')).toEqual({
      lang: 'de-AT', title: 'Einsätze · Moyo Crew', siteName: 'Moyo Crew', description: 'Crew für Events', themeColor: '#123456',
    });
    expect(pageMetaFor('/', tenant, '#123456').title).toBe('Moyo Crew');
    // An address no screen has (the app says "not found") and an unknown language: the tenant, in English.
    expect(pageMetaFor('/no/such/page', { ...tenant, defaultLanguage: 'xx' }, '#123456')).toMatchObject({ lang: 'en', title: 'Moyo Crew' });
  });

  it('escapes what a tenant wrote, and keeps `$&` as it is', () => {
    const page = withPageMeta(template, {
      lang: 'en', title: 'A "B" <script>alert(1)</script> $& Co', siteName: 'S', description: 'x & y', themeColor: '#000',
    });
    expect(page).toContain('<title>A &quot;B&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; Co</title>');
    expect(page).toContain('<meta name="description" content="x &amp; y" />');
    expect(page).not.toContain('<script>');
    // Tags the template lacks are added to its head.
    expect(page).toContain('<meta property="og:site_name" content="S" />');
    expect(page).toContain('<meta name="theme-color" content="#000" />');
  });
});
