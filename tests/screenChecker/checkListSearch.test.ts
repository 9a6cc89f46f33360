// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../src/screenChecker/apiCalls';
import { checkListSearch } from '../../src/screenChecker/checkListSearch';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';

const api: ApiCall[] = [
  { method: 'GET', path: '/persons', file: false, query: ['q', 'region', 'limit', 'page'] },
  { method: 'GET', path: '/jobs', file: false, query: ['period', 'limit', 'page'] },
  { method: 'GET', path: '/companies', file: false },
];

/** A screen file without positions: errors are then named by pointer. */
const check = (value: Record<string, unknown>, calls: ApiCall[] | undefined = api) =>
  checkListSearch({ file: 'screens/x.yaml', value, i18n: [] }, calls).map(formatSpecError);

const list = (endpoint: string, search: Record<string, unknown>) => ({ layout: 'list', source: { endpoint }, search });

describe('checkListSearch', () => {
  it('accepts parameters the source’s call takes', () => {
    expect(check(list('/persons', { param: 'q', placeholder: 'a.b', fields: [{ param: 'region', label: 'a.c' }] }))).toEqual([]);
  });

  it('refuses a parameter the call does not take, with the ones it does', () => {
    expect(check(list('/persons', { param: 'query', placeholder: 'a.b' }))).toEqual([
      'screens/x.yaml:/search/param "query" is not a query parameter of GET /persons (it takes q, region)',
    ]);
    expect(check(list('/jobs', { param: 'perod', placeholder: 'a.b' }))).toEqual([
      'screens/x.yaml:/search/param "perod" is not a query parameter of GET /jobs (it takes period); did you mean "period"?',
    ]);
  });

  it('refuses the paging and a parameter sent twice, also without the API', () => {
    const search = { param: 'page', placeholder: 'a.b', fields: [{ param: 'q', label: 'a.c' }, { param: 'q', label: 'a.d' }] };
    expect(check(list('/persons', search), undefined)).toEqual([
      'screens/x.yaml:/search/param "page" is the list\'s paging, not a search or filter parameter',
      'screens/x.yaml:/search/fields/1/param query parameter "q" is already sent by search.fields[0]: each chip and filter needs a parameter of its own',
    ]);
  });

  it('checks the list panes of a tabs screen, and trusts a call whose parameters are unknown', () => {
    const value = { layout: 'tabs', tabs: [{ id: 'a', ...list('/companies', { param: 'name', placeholder: 'a.b' }) }, { id: 'b', ...list('/persons', { param: 'name', placeholder: 'a.b' }) }] };
    expect(check(value)).toEqual(['screens/x.yaml:/tabs/1/search/param "name" is not a query parameter of GET /persons (it takes q, region)']);
  });

  it('checks the parameters of a list\'s filters like the search\'s, and one sent by both', () => {
    const filters = (params: string[]) => params.map((param) => ({ param, label: 'a.f', options: { source: { endpoint: '/regions' } } }));
    expect(check({ layout: 'list', source: { endpoint: '/persons' }, filters: filters(['region']) })).toEqual([]);
    expect(check({ layout: 'list', source: { endpoint: '/persons' }, filters: filters(['regoin', 'limit']) })).toEqual([
      'screens/x.yaml:/filters/0/param "regoin" is not a query parameter of GET /persons (it takes q, region); did you mean "region"?',
      'screens/x.yaml:/filters/1/param "limit" is the list\'s paging, not a search or filter parameter',
    ]);
    expect(check({ ...list('/persons', { param: 'region', placeholder: 'a.b' }), filters: filters(['region']) })).toEqual([
      'screens/x.yaml:/filters/0/param query parameter "region" is already sent by search: each chip and filter needs a parameter of its own',
    ]);
  });
});
