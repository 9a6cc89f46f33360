// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeToken, normaliseLoginTypes } from '../../src/session/decodeToken';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

describe('decodeToken', () => {
  it('reads exp, type and loginData', () => {
    const decoded = decodeToken(token({ exp: 2000000000, type: 'user', loginData: { language: 'nl', loginTypes: [{ caption: 'Crew' }, { caption: 'Operations' }] } }));
    expect(decoded).toMatchObject({ expiresAt: 2000000000, tokenType: 'user', loginTypes: ['crew', 'planner'] });
  });

  it('treats an undecodable token as no user', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken(token({ type: 'user', loginData: { loginTypes: [] } }))).toBeNull();
    expect(decodeToken(token({ exp: 1, type: 'admin', loginData: { loginTypes: [] } }))).toBeNull();
  });

  it('counts planners, operations and planning as planner', () => {
    expect(normaliseLoginTypes([{ caption: 'Planning' }, { caption: 'planners' }, { caption: 'Operations' }])).toEqual(['planner']);
    expect(normaliseLoginTypes([{ caption: 'Clients' }, { caption: 'Office' }, { caption: 'Unknown' }])).toEqual(['client', 'office']);
  });
});
