// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../server/kernel/canAccess';
import type { Principal } from '../../server/kernel/principal';

const principal = (overrides: Partial<Principal>): Principal => ({
  userId: 1, personId: 1, tokenType: 'user', loginTypes: ['crew'], rights: {}, mailboxRights: {},
  claims: { exp: 0, type: 'user', loginData: { loginTypes: [] } }, ...overrides,
});

describe('canAccess', () => {
  it('lets anyone through a public rule, and nobody without a session through any other', () => {
    expect(canAccess(null, { public: true }).allowed).toBe(true);
    expect(canAccess(null, {}).allowed).toBe(false);
  });

  it('keeps limited logins out unless the rule names their token type', () => {
    const project = principal({ tokenType: 'project', personId: null, loginTypes: [] });
    expect(canAccess(project, {})).toEqual({ allowed: false, reason: 'A project or plus-crew login may not use this call' });
    expect(canAccess(project, { tokenTypes: ['user', 'project'] }).allowed).toBe(true);
  });

  it('needs one of the login types', () => {
    expect(canAccess(principal({}), { loginTypes: ['crew'] }).allowed).toBe(true);
    expect(canAccess(principal({ loginTypes: ['client'] }), { loginTypes: ['crew'] }).reason).toBe('This call is for crew logins');
  });

  it('needs every right of `rights` and one of `anyRights`, from the rights or mailbox rights', () => {
    const accountant = principal({ rights: { receipts: ['READ', 'CREATE'] }, mailboxRights: { mailboxes: ['READ'] } });
    expect(canAccess(accountant, { rights: ['receipts.CREATE', 'mailboxes.READ'] }).allowed).toBe(true);
    expect(canAccess(accountant, { rights: ['receipts.DELETE'] }).reason).toBe('This needs the right receipts.DELETE');
    expect(canAccess(accountant, { anyRights: ['invoices.EDIT', 'receipts.READ'] }).allowed).toBe(true);
    expect(canAccess(accountant, { anyRights: ['invoices.EDIT'] }).allowed).toBe(false);
  });
});
