// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileSpecValidators } from '../../../../src/screenChecker/compileSpecValidators';
import { menuEntries } from '../../../../src/ground/screenLanguage/menuEntries';
import { appliedOverlay } from '../../../../src/ground/screenLanguage/overlay/appliedOverlay';
import { applyOverlay, overlayScreens, type ScreenOverlay } from '../../../../src/ground/screenLanguage/overlay/applyOverlay';
import { emptyOverlay, type TenantOverlay } from '../../../../src/ground/screenLanguage/overlay/TenantOverlay';
import { runChecks } from '../../../../src/screenChecker/runChecks';
import type { AccessSubject } from '../../../../src/ground/access/decideAccess';
import type { MenusSpec, ScreenSpec } from '../../../../src/ground/screenLanguage/types';

const screen = (id: string, route: string, menu?: ScreenSpec['menu']): ScreenSpec => ({
  id, route, title: `${id}.title`, layout: 'custom', component: 'x', access: { loginTypes: ['crew'] }, ...(menu ? { menu } : {}),
});
const jobs = screen('jobs', '/jobs', { side: { order: 10, icon: 'briefcase' }, bottom: { order: 1, icon: 'briefcase' } });
const calendar = screen('calendar', '/calendar', { side: { order: 20, icon: 'calendar' } });
const job = screen('job', '/jobs/{id}');
const product = [jobs, calendar, job];
const menus: MenusSpec = { side: { links: [{ label: 'menu.logout', to: '/logout', icon: 'logout', order: 999 }] }, bottom: {} };
const none: ScreenOverlay = { disabledScreens: [], menus: {}, screens: [] };
const ids = (screens: readonly ScreenSpec[]) => screens.map((entry) => entry.id);

describe('overlayScreens', () => {
  it('answers the product screens sorted by id when the overlay changes nothing', () => {
    expect(overlayScreens(product, none)).toEqual([calendar, job, jobs]);
  });

  it("adds the tenant's screens and replaces a product screen of the same id", () => {
    const own = screen('my-vacations', '/my-vacations', { side: { order: 95, icon: 'calendar-event' } });
    const ownJobs = { ...screen('jobs', '/jobs'), title: 'acme.jobs' };
    const screens = overlayScreens(product, { ...none, screens: [own, ownJobs] });
    expect(ids(screens)).toEqual(['calendar', 'job', 'jobs', 'my-vacations']);
    expect(screens.find((entry) => entry.id === 'jobs')).toEqual(ownJobs);
  });

  it('lays menu places over the screens’ own: a place replaces, null takes out, a menu not named stays', () => {
    const screens = overlayScreens(product, {
      ...none,
      menus: { jobs: { side: null }, calendar: { bottom: { order: 2, icon: 'calendar' } }, job: {} },
    });
    expect(screens.find((entry) => entry.id === 'jobs')!.menu).toEqual({ bottom: { order: 1, icon: 'briefcase' } });
    expect(screens.find((entry) => entry.id === 'calendar')!.menu).toEqual({ side: { order: 20, icon: 'calendar' }, bottom: { order: 2, icon: 'calendar' } });
    expect(screens.find((entry) => entry.id === 'job')!.menu).toEqual({});
  });

  it('keeps switched-off screens (the support console lists them) and changes none of the product’s objects', () => {
    const before = structuredClone(product);
    const screens = overlayScreens(product, { disabledScreens: ['calendar'], menus: { jobs: { side: null, bottom: null } }, screens: [] });
    expect(ids(screens)).toEqual(['calendar', 'job', 'jobs']);
    expect(product).toEqual(before);
  });
});

describe('applyOverlay', () => {
  it('leaves switched-off screens out of the registry, keeps the menus file, and lays the rest over', () => {
    const registry = applyOverlay({ screens: product, menus }, {
      disabledScreens: ['calendar'], menus: { jobs: { bottom: null } }, screens: [screen('own', '/own')],
    });
    expect(ids(registry.screens)).toEqual(['job', 'jobs', 'own']);
    expect(registry.screens.find((entry) => entry.id === 'jobs')!.menu).toEqual({ side: { order: 10, icon: 'briefcase' } });
    expect(registry.menus).toBe(menus);
  });

  it('switches off a tenant screen too, by its id', () => {
    expect(ids(applyOverlay({ screens: product, menus }, { ...none, disabledScreens: ['own'], screens: [screen('own', '/own')] }).screens))
      .toEqual(['calendar', 'job', 'jobs']);
  });
});

describe('appliedOverlay', () => {
  const myVacations = [
    'id: my-vacations', 'route: /my-vacations', 'title: acmeVacations.title', 'access: { loginTypes: [crew] }',
    'menu:', '  side: { order: 95, icon: calendar-event }', 'layout: list', 'source: { endpoint: /vacationRequests }',
    'item: { title: "{{ reason }}" }', '',
  ].join('\n');

  it('is the empty overlay as the app gets it, at its revision', () => {
    expect(appliedOverlay(emptyOverlay, 1)).toEqual({ revision: 1, disabledScreens: [], menus: {}, screens: [], texts: {} });
  });

  it('lists the screens switched off (sorted), the menu places set, the tenant screens parsed (by file name) and the texts', () => {
    const overlay: TenantOverlay = {
      screens: {
        'personal-calendar': { enabled: false }, jobs: { enabled: true, bottom: null }, 'a-first': { enabled: false },
        'my-vacations': { side: { order: 91, icon: 'calendar-event' } },
      },
      files: { 'zz.yaml': 'id: zz\nroute: /zz\n', 'my-vacations.yaml': myVacations },
      texts: { en: { acmeVacations: { title: 'My vacations' } } },
    };
    const applied = appliedOverlay(overlay, 7);
    expect(applied).toEqual({
      revision: 7,
      disabledScreens: ['a-first', 'personal-calendar'],
      menus: { jobs: { bottom: null }, 'my-vacations': { side: { order: 91, icon: 'calendar-event' } } },
      screens: [
        {
          id: 'my-vacations', route: '/my-vacations', title: 'acmeVacations.title', access: { loginTypes: ['crew'] },
          menu: { side: { order: 95, icon: 'calendar-event' } }, layout: 'list', source: { endpoint: '/vacationRequests' },
          item: { title: '{{ reason }}' },
        },
        { id: 'zz', route: '/zz' },
      ],
      texts: overlay.texts,
    });
  });
});

describe('an overlay on the real product screens', () => {
  const { registry, errors } = runChecks({ root: process.cwd(), validators: compileSpecValidators() });
  const crew: AccessSubject = { tokenType: 'user', loginTypes: ['crew'], rightsMaps: [{ jobs: ['READ'] }] };
  const menuOf = (overlay: ScreenOverlay) => {
    const applied = applyOverlay(registry, overlay);
    const entries = menuEntries(applied.screens, applied.menus, crew);
    return { side: entries.side.map((entry) => entry.to), bottom: entries.bottom.map((entry) => `${entry.order} ${entry.to}`) };
  };

  it("gives a crew member the personal calendar by default, and not once it is switched off; the tenant's own screen where it was put", () => {
    expect(errors).toEqual([]);
    const product = menuOf(none);
    expect(product.side).toContain('/personal-calendar');
    expect(product.bottom).toContain('4 /personal-calendar');
    const acme = menuOf({
      disabledScreens: ['personal-calendar'],
      menus: { jobs: { bottom: { order: 9, icon: 'briefcase' } } },
      screens: [{ ...screen('my-vacations', '/my-vacations', { side: { order: 95, icon: 'calendar-event' } }), layout: 'list', source: { endpoint: '/vacationRequests' } } as ScreenSpec],
    });
    expect(acme.side).not.toContain('/personal-calendar');
    expect(acme.bottom.filter((entry) => entry.endsWith('/personal-calendar'))).toEqual([]);
    expect(acme.bottom).toContain('9 /jobs');
    expect(acme.side).toContain('/my-vacations');
    expect(acme.side.filter((to) => to !== '/my-vacations')).toEqual(product.side.filter((to) => to !== '/personal-calendar'));
  });
});
