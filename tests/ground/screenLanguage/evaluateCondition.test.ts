// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anonymousProbe, evaluateCondition, type AccessProbe } from '../../../src/ground/screenLanguage/evaluateCondition';

const planner: AccessProbe = {
  hasRight: (right) => right === 'receipts.CREATE',
  hasLoginType: (type) => type === 'planner',
  tokenType: 'user',
};
const job = { status: 'requested', toConfirm: true, items: [{ marker: 'spare' }, { marker: 'confirmed' }], remarks: '', crew: null };

describe('evaluateCondition', () => {
  it('holds when there is no condition', () => {
    expect(evaluateCondition(undefined, job, anonymousProbe)).toBe(true);
  });

  it('compares fields', () => {
    expect(evaluateCondition({ field: 'status', equals: 'requested' }, job, anonymousProbe)).toBe(true);
    expect(evaluateCondition({ field: 'status', notEquals: 'requested' }, job, anonymousProbe)).toBe(false);
    expect(evaluateCondition({ field: 'status', in: ['confirmed', 'requested'] }, job, anonymousProbe)).toBe(true);
    expect(evaluateCondition({ field: 'status', notIn: ['requested'] }, job, anonymousProbe)).toBe(false);
    expect(evaluateCondition({ field: 'toConfirm', equals: true }, job, anonymousProbe)).toBe(true);
  });

  it('tests presence and emptiness', () => {
    expect(evaluateCondition({ field: 'crew', exists: true }, job, anonymousProbe)).toBe(false);
    expect(evaluateCondition({ field: 'missing', exists: false }, job, anonymousProbe)).toBe(true);
    expect(evaluateCondition({ field: 'remarks', empty: true }, job, anonymousProbe)).toBe(true);
    expect(evaluateCondition({ field: 'items', empty: false }, job, anonymousProbe)).toBe(true);
  });

  it('looks for a matching element with some', () => {
    expect(evaluateCondition({ field: 'items', some: { field: 'marker', equals: 'confirmed' } }, job, anonymousProbe)).toBe(true);
    expect(evaluateCondition({ field: 'items', some: { field: 'marker', equals: 'sickDay' } }, job, anonymousProbe)).toBe(false);
    expect(evaluateCondition({ field: 'status', some: { field: 'x', exists: true } }, job, anonymousProbe)).toBe(false);
  });

  it('asks the session for rights, login types and token types', () => {
    expect(evaluateCondition({ right: 'receipts.CREATE' }, job, planner)).toBe(true);
    expect(evaluateCondition({ right: 'receipts.DELETE' }, job, planner)).toBe(false);
    expect(evaluateCondition({ loginType: 'planner' }, job, planner)).toBe(true);
    expect(evaluateCondition({ loginType: 'crew' }, job, planner)).toBe(false);
    expect(evaluateCondition({ tokenType: 'user' }, job, planner)).toBe(true);
    expect(evaluateCondition({ right: 'receipts.CREATE' }, job, anonymousProbe)).toBe(false);
  });

  it('combines with all, any, not, and every key given must hold', () => {
    expect(evaluateCondition({ all: [{ loginType: 'planner' }, { field: 'toConfirm', equals: true }] }, job, planner)).toBe(true);
    expect(evaluateCondition({ any: [{ loginType: 'crew' }, { field: 'status', equals: 'x' }] }, job, planner)).toBe(false);
    expect(evaluateCondition({ not: { loginType: 'crew' } }, job, planner)).toBe(true);
    expect(evaluateCondition({ field: 'status', equals: 'requested', loginType: 'crew' }, job, planner)).toBe(false);
  });

  it('reads compared values written as templates from the record, the scope and, inside some, the record around', () => {
    const member = { personId: 12, $params: { personId: '12' }, crew: { id: 3 }, chiefCrews: [{ crewId: 2 }, { crewId: 3 }] };
    expect(evaluateCondition({ field: 'personId', equals: '{{ $params.personId }}' }, member, anonymousProbe)).toBe(true);
    expect(evaluateCondition({ field: 'personId', notEquals: '{{ $params.personId }}' }, member, anonymousProbe)).toBe(false);
    expect(evaluateCondition({ field: 'personId', in: ['{{ crew.id }}', 12] }, member, anonymousProbe)).toBe(true);
    expect(evaluateCondition({ field: 'chiefCrews', some: { field: 'crewId', equals: '{{ crew.id }}' } }, member, anonymousProbe)).toBe(true);
    expect(evaluateCondition({ field: 'chiefCrews', some: { field: 'crewId', equals: '{{ missing }}' } }, member, anonymousProbe)).toBe(false);
    // A text without a template is compared as it is.
    expect(evaluateCondition({ field: 'note', equals: 'a {b}' }, { note: 'a {b}' }, anonymousProbe)).toBe(true);
  });
});
