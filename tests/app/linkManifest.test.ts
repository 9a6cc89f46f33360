import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkManifestWhenIdle, manifestHref } from '../../src/app/linkManifest';

const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the web app manifest, linked once the first screen is drawn', () => {
  it('is not in the page at once, and is linked when the phone is idle', () => {
    linkManifestWhenIdle();
    expect(manifestLinks()).toEqual([]);
    vi.runAllTimers();
    expect(manifestLinks()).toEqual([manifestHref]);
  });

  it('leaves a page that already links one as it is', () => {
    document.head.innerHTML = '<link rel="manifest" href="/other.webmanifest">';
    linkManifestWhenIdle();
    vi.runAllTimers();
    expect(manifestLinks()).toEqual(['/other.webmanifest']);
  });
});
