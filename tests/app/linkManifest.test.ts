import { beforeEach, describe, expect, it } from 'vitest';
import { linkManifest, manifestHref } from '../../src/app/linkManifest';

const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the web app manifest, linked once the first screen has settled', () => {
  it('links the tenant\'s manifest, once', () => {
    linkManifest();
    linkManifest();
    expect(manifestLinks()).toEqual([manifestHref]);
  });

  it('leaves a page that already links one as it is', () => {
    document.head.innerHTML = '<link rel="manifest" href="/other.webmanifest">';
    linkManifest();
    expect(manifestLinks()).toEqual(['/other.webmanifest']);
  });
});
