// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeOf, ownsRoute, showsBackButton } from '../../src/session/limitedLogin';
import type { Session } from '../../src/session/sessionTypes';

const session = (tokenType: Session['tokenType'], loginData: Partial<Session['loginData']> = {}): Session => ({
  token: 't', expiresAt: 0, tokenType, loginTypes: [], rights: {}, mailboxRights: {}, loginData: { loginTypes: [], ...loginData },
});
const project = session('project', { projectNumber: '1001' });
const plusCrew = session('pluscrew', { plusCrewNumber: '7' });
const crew = session('user');

describe('limited logins', () => {
  it('belong on their own project or plus crew, full logins on home', () => {
    expect(homeOf(project)).toBe('/projects/1001');
    expect(homeOf(plusCrew)).toBe('/plus-crews/7');
    expect(homeOf(crew)).toBe('/');
  });

  it('may open only their own project or plus crew', () => {
    expect(ownsRoute(project, '/projects/{number}', { number: '1001' })).toBe(true);
    expect(ownsRoute(project, '/projects/{number}', { number: '1002' })).toBe(false);
    expect(ownsRoute(project, '/crews/{id}', { id: '4' })).toBe(true);
    expect(ownsRoute(plusCrew, '/plus-crews/{number}/data', { number: '7' })).toBe(true);
    expect(ownsRoute(plusCrew, '/plus-crews/{number}', { number: '8' })).toBe(false);
    expect(ownsRoute(crew, '/projects/{number}', { number: '1002' })).toBe(true);
  });

  it('hide the back button on home, on a project login’s project page and for plus-crew logins', () => {
    expect(showsBackButton(crew, '/')).toBe(false);
    expect(showsBackButton(crew, '/jobs')).toBe(true);
    expect(showsBackButton(project, '/projects/{number}')).toBe(false);
    expect(showsBackButton(project, '/crews/{id}')).toBe(true);
    expect(showsBackButton(plusCrew, '/plus-crews/{number}/data')).toBe(false);
    expect(showsBackButton(null, '/login')).toBe(true);
  });
});
