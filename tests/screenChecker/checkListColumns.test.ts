// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { readApiCalls, type ApiCall } from '../../src/screenChecker/apiCalls';
import { checkListColumns } from '../../src/screenChecker/checkListColumns';
import { compileSpecValidators } from '../../src/screenChecker/compileSpecValidators';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import { runChecks } from '../../src/screenChecker/runChecks';
import { brokenRoot, removeBrokenRoots } from './brokenRoot';

const api: ApiCall[] = [
  { method: 'GET', path: '/projects', file: false, query: ['tab', 'sort', 'order', 'limit', 'page'], queryValues: { sort: ['number', 'beginDate'], order: ['asc', 'desc'] } },
  { method: 'GET', path: '/plannerCrews', file: false, query: ['function', 'limit', 'page'] },
];

/** A screen file without positions: problems are then named by pointer. */
const check = (value: Record<string, unknown>, calls: ApiCall[] | undefined = api) => {
  const found = checkListColumns({ file: 'screens/x.yaml', value, i18n: [] }, calls);
  return { errors: found.errors.map(formatSpecError), warnings: found.warnings.map(formatSpecError) };
};
const list = (endpoint: string, columns: Record<string, unknown>[]) => ({ layout: 'list', source: { endpoint }, item: { title: '{{ name }}' }, columns });

afterAll(removeBrokenRoots);

describe('checkListColumns', () => {
  it('accepts a sortKey the call sorts by, and browser sorting where the call cannot sort', () => {
    expect(check(list('/projects', [{ label: 'a.b', template: '{{ beginDate | date }}', sortable: true, sortKey: 'beginDate' }]))).toEqual({ errors: [], warnings: [] });
    expect(check(list('/plannerCrews', [{ label: 'a.b', template: '{{ name }}', sortable: true }]))).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a sortKey the call does not take, with the ones it does', () => {
    expect(check(list('/projects', [{ label: 'a.b', template: '{{ beginDate }}', sortable: true, sortKey: 'begindate' }])).errors).toEqual([
      'screens/x.yaml:/columns/0/sortKey "begindate" is not a column GET /projects sorts by (its sort takes number, beginDate); did you mean "beginDate"?',
    ]);
    expect(check(list('/plannerCrews', [{ label: 'a.b', template: '{{ name }}', sortable: true, sortKey: 'name' }])).errors).toEqual([
      'screens/x.yaml:/columns/0/sortKey GET /plannerCrews takes no "sort" query parameter: drop the sortKey (the browser then sorts what was loaded) or let the server route sort',
    ]);
  });

  it('wants sortable with a sortKey, and a value to sort by in the browser', () => {
    expect(check(list('/projects', [{ label: 'a.b', template: '{{ number }}', sortKey: 'number' }]), undefined).errors).toEqual([
      'screens/x.yaml:/columns/0/sortKey a column with a "sortKey" must be "sortable: true" (or drop the sortKey)',
    ]);
    expect(check(list('/plannerCrews', [{ label: 'a.b', template: 'Crew', sortable: true }])).errors).toEqual([
      'screens/x.yaml:/columns/0/sortable a column sorted in the browser needs a "{{ path }}" in its template to sort by',
    ]);
  });

  it('warns when a column the server could sort is sorted in the browser, in a tab of a tab', () => {
    const value = { layout: 'tabs', tabs: [{ id: 'a', layout: 'tabs', tabs: [{ id: 'b', ...list('/projects', [{ label: 'a.b', template: '{{ name }}', sortable: true }]) }] }] };
    expect(check(value)).toEqual({
      errors: [],
      warnings: ['screens/x.yaml:/tabs/0/tabs/0/columns/0/sortable GET /projects sorts on the server (it takes number, beginDate): without a "sortKey" this column sorts only the records loaded'],
    });
  });

  it('checks a section’s table: it needs cards, no gallery, and its own source for a sortKey', () => {
    const section = (extra: Record<string, unknown>) => ({ layout: 'dashboard', sections: [{ id: 's', ...extra }] });
    const columns = [{ label: 'a.b', template: '{{ number }}', sortable: true, sortKey: 'number' }];
    expect(check(section({ source: { endpoint: '/projects' }, item: { title: '{{ name }}' }, columns }))).toEqual({ errors: [], warnings: [] });
    expect(check(section({ items: 'projects', display: 'gallery', columns })).errors).toEqual([
      'screens/x.yaml:/sections/0/columns "columns" draw the section\'s sub-list as a table: the section needs an "item" (its cards on a phone)',
      'screens/x.yaml:/sections/0/columns a gallery has no table: drop "columns" or "display: gallery"',
      'screens/x.yaml:/sections/0/columns/0/sortKey a "sortKey" sorts by the section\'s own "source" call: this section lists a path of the record (drop the sortKey: the browser sorts it)',
    ]);
    const inTab = { layout: 'tabs', tabs: [{ id: 't', ...section({ source: { endpoint: '/plannerCrews' }, item: { title: '{{ name }}' }, columns }) }] };
    expect(check(inTab).errors).toEqual([
      'screens/x.yaml:/tabs/0/sections/0/columns/0/sortKey GET /plannerCrews takes no "sort" query parameter: drop the sortKey (the browser then sorts what was loaded) or let the server route sort',
    ]);
  });

  it('checks a column’s label key, template and sortKey with the repository’s screens', () => {
    const result = runChecks({ root: brokenRoot('table-columns'), validators: compileSpecValidators(), api: readApiCalls() });
    const errors = result.errors.map(formatSpecError);
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringMatching(/^screens\/receipts\.yaml:\d+:\d+ .*"receipts\.suplier"/),
      expect.stringMatching(/^screens\/receipts\.yaml:\d+:\d+ "suplier" is not a field of an item of GET \/receipts; did you mean "supplier"\?/),
      expect.stringMatching(/^screens\/receipts\.yaml:\d+:\d+ "suplier" is not a column GET \/receipts sorts by .*did you mean "supplier"\?/),
    ]));
    expect(errors).toHaveLength(3);
  });
});
