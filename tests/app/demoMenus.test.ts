// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { buildMenus } from '../../src/app/buildMenus';
import { routePath } from '../../src/app/routePath';
import { ownsRoute } from '../../src/session/limitedLogin';
import { can } from '../../src/session/can';
import type { Session } from '../../src/session/sessionTypes';
import { runChecks } from '../../src/screenChecker/runChecks';
import { loginTypesOf } from '../../src/ground/access/loginTypeCaptions';
import { demoUsers } from '../../server/demo/demoUsers';
import { expectedMenus } from './expectedMenus';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { registry, errors } = runChecks({ root });

/** The session a demo login gets: its login types, token type, rights and person (its id made up), as the server issues them. */
function sessionOf(login: string): Session {
  const user = demoUsers.find((candidate) => candidate.login === login.toLowerCase())!;
  const person = user.person && { id: demoUsers.indexOf(user) + 1, firstName: user.person.firstName, lastName: user.person.lastName, personal: user.person.personal ?? true };
  return {
    token: 't', expiresAt: 0, tokenType: user.tokenType, loginTypes: loginTypesOf(user.loginTypes), rights: user.rights,
    mailboxRights: user.mailboxRights ?? {},
    loginData: { person, loginTypes: user.loginTypes.map((caption) => ({ caption })), projectNumber: user.projectNumber, plusCrewNumber: user.plusCrewNumber },
  };
}

describe('the menus of the demo logins (section 2, against the real screens)', () => {
  it('checks the screens first', () => {
    expect(errors).toEqual([]);
  });

  it.each(Object.entries(expectedMenus))('%s sees exactly its side and bottom menu, in order', (login, expected) => {
    const menus = buildMenus(registry.screens, registry.menus, sessionOf(login));
    expect(menus.side.map((entry) => entry.to)).toEqual(expected.side);
    expect(menus.bottom.map((entry) => entry.to)).toEqual(expected.bottom);
  });

  it('lets every demo login open each screen of its menu, and limited logins only their own pages', () => {
    for (const login of Object.keys(expectedMenus)) {
      const session = sessionOf(login);
      for (const path of expectedMenus[login]!.side.filter((to) => to !== '/logout')) {
        const screen = registry.screens.find((candidate) => matchPath(routePath(candidate.route), path))!;
        expect(can(session, screen.access).allowed, `${login} ${path}`).toBe(true);
        expect(ownsRoute(session, screen.route, matchPath(routePath(screen.route), path)!.params), `${login} owns ${path}`).toBe(true);
      }
    }
    const limited = { 'P-1001': /^\/(projects\/\{number\}|projects\/\{number\}\/contact-project-manager|crews\/\{id\}|crews\/\{id\}\/contact-crew-chief|crews\/\{id\}\/contact-crew-member\/\{contactId\}|locations\/\{id\})$/, 'PC-7': /^\/plus-crews\/\{number\}(\/data)?$/ };
    for (const [login, allowedRoutes] of Object.entries(limited)) {
      const session = sessionOf(login);
      const opened = registry.screens.filter((screen) => !screen.access?.public && can(session, screen.access).allowed).map((screen) => screen.route);
      expect(opened.every((route) => allowedRoutes.test(route)), `${login}: ${opened.join(', ')}`).toBe(true);
    }
  });
});
