import type { Condition, LoginType, TokenType } from './types';
import { holdsRight, type AccessSubject } from '../access/decideAccess';
import { resolvePath } from './resolvePath';
import { renderValue, type TemplateScope } from './renderTemplate';

/** What a condition may ask of the session; the session's one access decision answers it. */
export interface AccessProbe {
  hasRight(right: string): boolean;
  hasLoginType(loginType: LoginType): boolean;
  tokenType: TokenType | null;
}

/** A probe for places without a session (public screens): no rights, no login types. */
export const anonymousProbe: AccessProbe = {
  hasRight: () => false,
  hasLoginType: () => false,
  tokenType: null,
};

/** A session (its access subject, as `decideAccess` reads it) as the spec's conditions see it. */
export function probeOf(subject: AccessSubject | null): AccessProbe {
  if (!subject) return anonymousProbe;
  return {
    hasRight: (right) => holdsRight(subject.rightsMaps, right),
    hasLoginType: (loginType) => subject.loginTypes.includes(loginType),
    tokenType: subject.tokenType,
  };
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  return Array.isArray(value) && value.length === 0;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && b !== null && typeof a !== 'object' && String(a) === String(b));
}

/** A compared value: a text holding `{{ … }}` is read from the scope (e.g. `"{{ $params.personId }}"`), others stay. */
function expected(option: unknown, scope: TemplateScope): unknown {
  return typeof option === 'string' && option.includes('{{') ? renderValue(option, scope) : option;
}

function isScope(value: unknown): value is TemplateScope {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when every test the condition names holds for the record and the session; `undefined` holds. Compared
 * values may be templates over the record (and, inside `some`, over the record around the element too), so a
 * list can be matched against a route parameter or another field.
 */
export function evaluateCondition(condition: Condition | undefined, record: unknown, access: AccessProbe, outer: TemplateScope = {}): boolean {
  if (!condition) return true;
  const scope = isScope(record) ? { ...outer, ...record } : outer;
  const value = condition.field === undefined ? undefined : resolvePath(record, condition.field);
  const tests: boolean[] = [];
  if ('equals' in condition) tests.push(same(value, expected(condition.equals, scope)));
  if ('notEquals' in condition) tests.push(!same(value, expected(condition.notEquals, scope)));
  if (condition.in) tests.push(condition.in.some((option) => same(value, expected(option, scope))));
  if (condition.notIn) tests.push(!condition.notIn.some((option) => same(value, expected(option, scope))));
  if (condition.exists !== undefined) tests.push((value !== null && value !== undefined) === condition.exists);
  if (condition.empty !== undefined) tests.push(isEmpty(value) === condition.empty);
  if (condition.some) {
    const inner = condition.some;
    tests.push(Array.isArray(value) && value.some((element) => evaluateCondition(inner, element, access, scope)));
  }
  if (condition.right !== undefined) tests.push(access.hasRight(condition.right));
  if (condition.loginType !== undefined) tests.push(access.hasLoginType(condition.loginType));
  if (condition.tokenType !== undefined) tests.push(access.tokenType === condition.tokenType);
  if (condition.all) tests.push(condition.all.every((part) => evaluateCondition(part, record, access, outer)));
  if (condition.any) tests.push(condition.any.some((part) => evaluateCondition(part, record, access, outer)));
  if (condition.not) tests.push(!evaluateCondition(condition.not, record, access, outer));
  return tests.every(Boolean);
}
