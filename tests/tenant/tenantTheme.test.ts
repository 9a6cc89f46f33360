// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tenantTheme, themes } from '../../src/tenant/tenantTheme';

describe('tenant themes', () => {
  it('offers moyo and at least four more named themes', () => {
    expect(Object.keys(themes)).toEqual(expect.arrayContaining(['moyo', 'ocean', 'sunset', 'forest', 'midnight']));
  });
  it('picks the named theme and falls back to moyo', () => {
    expect(tenantTheme('ocean').primaryColor).toBe('teal');
    expect(tenantTheme('no-such-theme').primaryColor).toBe(themes['moyo']!.primaryColor);
    expect(tenantTheme(undefined).primaryColor).toBe('blue');
  });
});
