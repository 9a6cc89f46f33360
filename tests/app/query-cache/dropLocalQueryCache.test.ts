import { beforeEach, describe, expect, it } from 'vitest';
import { dropLocalQueryCache } from '../../../src/app/query-cache/dropLocalQueryCache';

const oldCopy = { owner: 'user:1', savedAt: 0, state: { queries: [], mutations: [] } };

beforeEach(() => {
  localStorage.clear();
});

describe('dropLocalQueryCache', () => {
  it('takes the old copy of the pages seen out of local storage and keeps the other parts of appCache', () => {
    localStorage.setItem('appCache', JSON.stringify({ queries: oldCopy, companySettings: { 1: 'x' } }));
    localStorage.setItem('uiSettings', '{"listFilter":"open"}');
    dropLocalQueryCache();
    expect(JSON.parse(localStorage.getItem('appCache') ?? 'null')).toEqual({ companySettings: { 1: 'x' } });
    expect(localStorage.getItem('uiSettings')).toBe('{"listFilter":"open"}');
  });

  it('removes appCache when the old copy was all it held, or it cannot be read', () => {
    localStorage.setItem('appCache', JSON.stringify({ queries: oldCopy }));
    dropLocalQueryCache();
    expect(localStorage.getItem('appCache')).toBeNull();
    localStorage.setItem('appCache', '{"queries": cut sh');
    dropLocalQueryCache();
    expect(localStorage.getItem('appCache')).toBeNull();
  });

  it('leaves an appCache without the old copy as it is', () => {
    localStorage.setItem('appCache', '{"companySettings":{}}');
    dropLocalQueryCache();
    expect(localStorage.getItem('appCache')).toBe('{"companySettings":{}}');
  });
});
