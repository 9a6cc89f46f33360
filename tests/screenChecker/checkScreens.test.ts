// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CheckedFile } from '../../src/screenChecker/CheckedFile';
import { checkScreens } from '../../src/screenChecker/checkScreens';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import type { ProductRoute } from '../../src/ground/screenLanguage/productRoutes';

const routes: ProductRoute[] = [
  { path: '/jobs', status: 'screen' },
  { path: '/jobs/{id}', status: 'pending' },
  { path: '/payrolls', status: 'pending' },
  { path: '/logout', status: 'shell' },
];

/** A screen file without positions: errors are then named by pointer. */
const screen = (file: string, value: Record<string, unknown>, i18n: CheckedFile['i18n'] = []): CheckedFile => ({
  file,
  value: { layout: 'list', ...value },
  i18n,
});

function check(screens: CheckedFile[], menus?: CheckedFile) {
  const result = checkScreens({ screens, menus, customComponents: ['login'], productRoutes: routes });
  return { messages: result.errors.map(formatSpecError), summary: result.summary };
}

describe('checkScreens', () => {
  it('accepts screens that match the product', () => {
    const uses = [
      { value: 'jobs.title', instancePath: '/title', kind: 'key' as const },
      { value: 'positionStatus', instancePath: '/item/badge/labels', kind: 'prefix' as const },
    ];
    const { messages, summary } = check([screen('screens/jobs.yaml', { id: 'jobs', route: '/jobs' }, uses)]);
    expect(messages).toEqual([]);
    expect(summary).toEqual({ screens: 1, menuLinks: 0, routesPending: 2 });
  });

  it('reports a duplicate id on the later file', () => {
    const { messages } = check([
      screen('screens/a.yaml', { id: 'jobs', route: '/jobs' }),
      screen('screens/b.yaml', { id: 'jobs', route: '/payrolls' }),
    ]);
    expect(messages).toEqual(['screens/b.yaml:/id "jobs" is already used by screens/a.yaml']);
  });

  it('treats routes that differ only in parameter names as the same', () => {
    const { messages } = check([
      screen('screens/a.yaml', { id: 'jobs', route: '/jobs' }),
      screen('screens/job.yaml', { id: 'job', route: '/jobs/{id}' }),
      screen('screens/job2.yaml', { id: 'job2', route: '/jobs/{jobId}' }),
    ]);
    expect(messages).toEqual([
      'screens/job2.yaml:/route "/jobs/{jobId}" is already used by screens/job.yaml as "/jobs/{id}"',
      'screens/job2.yaml:/route "/jobs/{jobId}" is not a route of the product (src/ground/screenLanguage/productRoutes.ts); a screen of one tenant\'s own says "extension: true"',
    ]);
  });

  it('keeps screens off shell routes, asks for built routes, and checks menu links', () => {
    const menus: CheckedFile = {
      file: 'screens/menus.yaml',
      value: { side: { links: [{ to: '/logout' }, { to: '/log-out' }] }, bottom: {} },
      i18n: [],
    };
    const { messages, summary } = check([screen('screens/logout.yaml', { id: 'logout', route: '/logout' })], menus);
    expect(messages).toEqual([
      'screens/logout.yaml:/route "/logout" is handled by the app shell and cannot have a screen (src/ground/screenLanguage/productRoutes.ts)',
      'screens/: no screen has route "/jobs" (src/ground/screenLanguage/productRoutes.ts marks it "screen")',
      'screens/menus.yaml:/side/links/1/to link "/log-out" is not a route of the product (src/ground/screenLanguage/productRoutes.ts)',
    ]);
    expect(summary.menuLinks).toBe(2);
  });

  it('checks custom components and date actions in tab panes too', () => {
    const pane = (value: Record<string, unknown>) => ({ id: 'p', label: 'jobs.title', ...value });
    const tabs = [
      pane({ layout: 'custom', component: 'signing' }),
      pane({ layout: 'calendar', calendar: { dateAction: 'block' }, actions: [{ id: 'other' }] }),
      pane({ layout: 'calendar', calendar: { dateAction: 'add' } }),
      pane({ layout: 'calendar', calendar: { dateAction: ['add', 'offer'] } }),
    ];
    const spec = { id: 'jobs', route: '/jobs', layout: 'tabs', tabs, actions: [{ id: 'add' }] };
    expect(check([screen('screens/jobs.yaml', spec)]).messages).toEqual([
      'screens/jobs.yaml:/tabs/0/component unknown custom component "signing" (registered: login)',
      'screens/jobs.yaml:/tabs/1/calendar/dateAction "block" is not an action of this screen (actions: other, add)',
      // A list of date actions: each id is checked, and the message points at the one not found.
      'screens/jobs.yaml:/tabs/3/calendar/dateAction/1 dateAction "offer" is not an action of this screen (actions: add)',
    ]);
  });

  it('checks the components that sections embed', () => {
    const sections = [{ id: 'a', component: 'login' }, { id: 'b', component: 'signingPad' }];
    const spec = { id: 'jobs', route: '/jobs', layout: 'detail', sections };
    expect(check([screen('screens/jobs.yaml', spec)]).messages).toEqual([
      'screens/jobs.yaml:/sections/1/component unknown custom component "signingPad" (registered: login)',
    ]);
  });
});
