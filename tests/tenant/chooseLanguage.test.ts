// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../src/tenant/chooseLanguage';

describe('chooseLanguage', () => {
  it('uses the user language when it is ours and the tenant allows it', () => {
    expect(chooseLanguage('deAt', { defaultLanguage: 'nl', useUserLanguage: true })).toBe('deAt');
  });
  it('uses the tenant default when the tenant does not allow user languages', () => {
    expect(chooseLanguage('fr', { defaultLanguage: 'nl', useUserLanguage: false })).toBe('nl');
  });
  it('uses the tenant default for a language we do not have', () => {
    expect(chooseLanguage('pt', { defaultLanguage: 'cy', useUserLanguage: true })).toBe('cy');
  });
  it('falls back to English', () => {
    expect(chooseLanguage(undefined, null)).toBe('en');
    expect(chooseLanguage('xx', { defaultLanguage: 'xx', useUserLanguage: true })).toBe('en');
  });
});
