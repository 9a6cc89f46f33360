// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMenus, landingPath } from '../../src/app/buildMenus';
import type { MenusSpec, ScreenSpec } from '../../src/ground/screenLanguage/types';
import type { Session } from '../../src/session/sessionTypes';
import { applyOverlay } from '../../src/ground/screenLanguage/overlay/applyOverlay';

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
/** A screen placed in the side menu by a path filled from the login data. */
const own = (id: string, route: string, access: ScreenSpec['access'], order: number, path: string): ScreenSpec => ({
  ...screen(id, route, access), menu: { side: { order, icon: 'home', path } },
});
const ownPages = [
  own('project', '/projects/{number}', { tokenTypes: ['user', 'project'], rights: ['projects.READ'] }, 31, '/projects/{{ $user.projectNumber }}'),
  own('plus-crew', '/plus-crews/{number}', { tokenTypes: ['user', 'pluscrew'], rights: ['plusCrews.READ'] }, 151, '/plus-crews/{{ $user.plusCrewNumber }}'),
  own('plus-crew-data', '/plus-crews/{number}/data', { tokenTypes: ['user', 'pluscrew'], rights: ['plusCrews.READ', 'plusCrews.EDIT'] }, 152,
    '/plus-crews/{{ $user.plusCrewNumber }}/data'),
];
const menus: MenusSpec = { side: { links: [{ label: 'menu.logout', to: '/logout', icon: 'logout', order: 1000 }] }, bottom: { access: { loginTypes: ['crew', 'client'] } } };
const session = (
  loginTypes: Session['loginTypes'], rights: Session['rights'] = {}, tokenType: Session['tokenType'] = 'user', loginData: Partial<Session['loginData']> = {},
): Session => ({
  token: 't', expiresAt: 0, tokenType, loginTypes, rights, mailboxRights: {}, loginData: { loginTypes: [], ...loginData },
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

  it('gives limited logins their own pages by paths filled from their login data, the data page only with plusCrews.EDIT', () => {
    const all = [...screens, ...ownPages];
    const project = session([], { projects: ['READ'] }, 'project', { projectNumber: '1001' });
    expect(buildMenus(all, menus, project).side.map(({ to, label }) => [to, label])).toEqual([['/projects/1001', 'project.title'], ['/logout', 'menu.logout']]);
    const plusCrew = (rights: string[]) => session([], { plusCrews: rights }, 'pluscrew', { plusCrewNumber: '7' });
    expect(routes(buildMenus(all, menus, plusCrew(['READ', 'EDIT'])).side)).toEqual(['/plus-crews/7', '/plus-crews/7/data', '/logout']);
    expect(routes(buildMenus(all, menus, plusCrew(['READ'])).side)).toEqual(['/plus-crews/7', '/logout']);
    expect(landingPath(all, menus, plusCrew(['READ']))).toBe('/plus-crews/7');
  });

  it('leaves such an entry out for a login without the value (a planner reads projects, but has no project number)', () => {
    const all = [...screens, ...ownPages];
    expect(routes(buildMenus(all, menus, session(['planner'], { projects: ['READ'], plusCrews: ['READ', 'EDIT'] })).side)).toEqual(['/projects', '/logout']);
  });

  it('lets a placement\'s condition read the login data ($user)', () => {
    const placed = (when: NonNullable<ScreenSpec['menu']>['side']) => [{ ...screen('help', '/help', {}), menu: { side: when } }];
    const withContact = { order: 1, icon: 'help', when: { field: '$user.contactNumber', exists: true } } as const;
    expect(routes(buildMenus(placed(withContact), menus, session(['crew'], {}, 'user', { contactNumber: 'C-1' })).side)).toEqual(['/help', '/logout']);
    expect(routes(buildMenus(placed(withContact), menus, session(['crew'])).side)).toEqual(['/logout']);
  });

  it('lands a session on home, or on its first menu entry while there is no home screen', () => {
    expect(landingPath(screens, menus, session(['crew']))).toBe('/jobs');
    expect(landingPath([...screens, screen('home', '/', {})], menus, session(['crew']))).toBe('/');
  });
});
