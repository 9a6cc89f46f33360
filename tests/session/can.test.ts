// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { can, hasRight } from '../../src/session/can';
import type { Session } from '../../src/session/sessionTypes';

function session(overrides: Partial<Session>): Session {
  return {
    token: 't', expiresAt: 0, tokenType: 'user', loginData: { loginTypes: [] }, loginTypes: ['crew'],
    rights: { payrolls: ['READ'], receipts: ['READ', 'CREATE'] }, mailboxRights: { emailMessages: ['READ'] }, ...overrides,
  };
}

describe('can', () => {
  it('lets anyone open public screens and nobody else without a session', () => {
    expect(can(null, { public: true })).toEqual({ allowed: true });
    expect(can(null, {})).toEqual({ allowed: false, reason: 'access.loginRequired', refusal: 'loginRequired' });
  });

  it('checks login types', () => {
    expect(can(session({}), { loginTypes: ['crew'] }).allowed).toBe(true);
    expect(can(session({}), { loginTypes: ['client', 'planner'] })).toEqual({ allowed: false, reason: 'access.wrongLoginType', refusal: 'wrongLoginType' });
  });

  it('keeps limited logins to rules that name their token type', () => {
    const project = session({ tokenType: 'project', loginTypes: [] });
    expect(can(project, {})).toEqual({ allowed: false, reason: 'access.limitedLogin', refusal: 'limitedLogin' });
    expect(can(project, { tokenTypes: ['project'] }).allowed).toBe(true);
    expect(can(session({}), { tokenTypes: ['project'] }).allowed).toBe(false);
  });

  it('needs every right of rights and one of anyRights', () => {
    expect(can(session({}), { rights: ['receipts.CREATE', 'payrolls.READ'] }).allowed).toBe(true);
    expect(can(session({}), { rights: ['receipts.DELETE'] })).toEqual({ allowed: false, reason: 'access.missingRight', refusal: 'missingRight' });
    expect(can(session({}), { anyRights: ['receipts.DELETE', 'payrolls.READ'] }).allowed).toBe(true);
  });

  it('reads the rights map by resource and permission, mailbox rights included', () => {
    expect(hasRight(session({}), 'receipts.CREATE')).toBe(true);
    expect(hasRight(session({}), 'emailMessages.READ')).toBe(true);
    expect(hasRight(session({}), 'invoices.EDIT')).toBe(false);
    expect(hasRight(session({}), 'malformed')).toBe(false);
    expect(hasRight(null, 'receipts.CREATE')).toBe(false);
  });
});
