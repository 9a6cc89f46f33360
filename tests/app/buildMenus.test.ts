// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMenus, landingPath } from '../../src/app/buildMenus';
import type { MenusSpec, ScreenSpec } from '../../src/spec/types';
import type { Session } from '../../src/session/sessionTypes';
import { applyOverlay } from '../../src/spec/overlay/applyOverlay';

const screen = (id: string, route: string, access: ScreenSpec['access'], side?: number, bottom?: number): ScreenSpec => ({
  id, route, title: `${id}.title`, layout: 'custom', component: 'x', access,
  menu: { side: side === undefined ? undefined : { order: side, icon: 'home' }, bottom: bottom === undefined ? undefined : { order: bottom, icon: 'home' } },
});
const screens = [
  screen('jobs', '/jobs', { loginTypes: ['crew'] }, 80, 1),
  screen('job', '/jobs/{id}', { loginTypes: ['crew'] }, 81),
  screen('projects', '/projects', { loginTypes: ['client', 'planner'] }, 20, 2),
  screen('invoices', '/invoices', { loginTypes: ['client'], rights: ['invoices.READ'] }, 60),
  screen('vacancies', '/projects-vacancy', { rights: ['persons.READ', 'mobileProjectVacancies.READ'] }, 190),
  screen('plus-data', '/plus-crews/{number}/data', { tokenTypes: ['user', 'pluscrew'], rights: ['plusCrews.EDIT'] }, 5),
  screen('login', '/login', { public: true }),
];
const menus: MenusSpec = { side: { links: [{ label: 'menu.logout', to: '/logout', icon: 'logout', order: 1000 }] }, bottom: { access: { loginTypes: ['crew', 'client'] } } };
const session = (loginTypes: Session['loginTypes'], rights: Session['rights'] = {}, tokenType: Session['tokenType'] = 'user'): Session => ({
  token: 't', expiresAt: 0, tokenType, loginTypes, rights, mailboxRights: {}, loginData: { loginTypes: [] },
});
const routes = (entries: { to: string }[]) => entries.map((entry) => entry.to);

describe('buildMenus', () => {
  it('gives each login exactly its entries, in order, routes with parameters left out', () => {
    expect(routes(buildMenus(screens, menus, session(['crew'])).side)).toEqual(['/jobs', '/logout']);
    expect(routes(buildMenus(screens, menus, session(['client'], { invoices: ['READ'] })).side)).toEqual(['/projects', '/invoices', '/logout']);
    expect(routes(buildMenus(screens, menus, session(['client'])).side)).toEqual(['/projects', '/logout']);
    expect(routes(buildMenus(screens, menus, session(['planner'], { persons: ['READ'], mobileProjectVacancies: ['READ'] })).side))
      .toEqual(['/projects', '/projects-vacancy', '/logout']);
  });

  it('gives the bottom menu to crew and client logins only', () => {
    expect(routes(buildMenus(screens, menus, session(['crew'])).bottom)).toEqual(['/jobs']);
    expect(routes(buildMenus(screens, menus, session(['client'])).bottom)).toEqual(['/projects']);
    expect(buildMenus(screens, menus, session(['planner'])).bottom).toEqual([]);
    expect(buildMenus(screens, menus, null)).toEqual({ side: [], bottom: [] });
  });

  it('leaves out the screens the tenant turned off, and places screens where the tenant put them', () => {
    const off = applyOverlay({ screens, menus }, { disabledScreens: ['jobs'], menus: {}, screens: [] });
    expect(routes(buildMenus(off.screens, menus, session(['crew'])).side)).toEqual(['/logout']);
    const moved = applyOverlay({ screens, menus }, { disabledScreens: [], menus: { jobs: { bottom: null } }, screens: [] });
    expect(buildMenus(moved.screens, menus, session(['crew'])).bottom).toEqual([]);
  });

  it('keeps limited logins to what names their token type', () => {
    expect(routes(buildMenus(screens, menus, session([], { plusCrews: ['EDIT'] }, 'pluscrew')).side)).toEqual(['/logout']);
    expect(routes(buildMenus(screens, menus, session([], {}, 'project')).side)).toEqual(['/logout']);
  });

  it('lands a session on home, or on its first menu entry while there is no home screen', () => {
    expect(landingPath(screens, menus, session(['crew']))).toBe('/jobs');
    expect(landingPath([...screens, screen('home', '/', {})], menus, session(['crew']))).toBe('/');
  });
});
