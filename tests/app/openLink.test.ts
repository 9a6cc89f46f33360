import { describe, expect, it, vi } from 'vitest';
import { openLink } from '../../src/app/openLink';

describe('openLink', () => {
  it('routes app paths, and hands phone, e-mail and web links to the phone', () => {
    const route = vi.fn();
    const open = vi.fn();
    openLink('/crews/3', route, open);
    openLink('tel:+31612345678', route, open);
    openLink('mailto:dana@example.test', route, open);
    openLink('https://maps.apple.com/?q=RAI', route, open);
    openLink('webcal://demo.example/api/v1/publicCalendar/abc.ics', route, open);
    expect(route.mock.calls).toEqual([['/crews/3']]);
    expect(open.mock.calls).toEqual([
      ['tel:+31612345678', false], ['mailto:dana@example.test', false], ['https://maps.apple.com/?q=RAI', true],
      ['webcal://demo.example/api/v1/publicCalendar/abc.ics', false],
    ]);
  });

  it('refuses scripts, data and scheme-relative links', () => {
    const route = vi.fn();
    const open = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', '//evil.test/x', 'ftp://x']) openLink(bad, route, open);
    expect(route).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(5);
  });
});
