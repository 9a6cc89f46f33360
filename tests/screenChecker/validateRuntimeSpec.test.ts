// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import { validateRuntimeScreens } from '../../src/screenChecker/validateRuntimeSpec';

const login = { id: 'login', route: '/login', title: 'login.title', layout: 'custom', component: 'login' };
const tabs = {
  id: 'projects',
  route: '/projects',
  title: 'projects.title',
  layout: 'tabs',
  tabs: [{ id: 'all', label: 'projects.all', layout: 'lists', source: { endpoint: '/projects' }, item: { title: 'x' } }],
};

describe('validateRuntimeScreens (precompiled validators via virtual:screen-validators)', () => {
  it('keeps valid screens and explains invalid ones by pointer', () => {
    const { screens, errors } = validateRuntimeScreens([login, tabs], 'tenant-overlay');
    expect(screens).toEqual([login]);
    expect(errors.map(formatSpecError)).toEqual([
      'tenant-overlay[1]:/tabs/0/layout must be one of list, detail, form, calendar, dashboard, tabs, custom',
    ]);
  });

  it('accepts a single screen', () => {
    const { screens, errors } = validateRuntimeScreens({ ...login, colour: 'red' }, 'tenant-overlay');
    expect(screens).toEqual([]);
    expect(errors.map(formatSpecError)).toEqual([
      'tenant-overlay:/colour unknown key "colour" (allowed here: id, route, title, access, refused, context, menu, extension, frame, layout, ' +
        'source, empty, actions, component, options)',
    ]);
  });
});
