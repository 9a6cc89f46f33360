// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFileFields } from '../../src/screenChecker/checkFileFields';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';

const check = (value: Record<string, unknown>) => checkFileFields({ file: 'screens/x.yaml', value, i18n: [] }).map(formatSpecError);
const form = (...fields: Record<string, unknown>[]) => ({ layout: 'form', fields, submit: { label: 'a.b', call: { method: 'POST', endpoint: '/a' } } });

describe('checkFileFields', () => {
  it('takes photoMaxSide on a file field', () => {
    expect(check(form({ path: 'file', kind: 'file', label: 'a.b', photoMaxSide: 3000 }, { path: 'scan', kind: 'file', label: 'a.b', photoMaxSide: false }))).toEqual([]);
  });

  it('refuses photoMaxSide on another field', () => {
    expect(check(form({ path: 'note', kind: 'text', label: 'a.b', photoMaxSide: 3000 }))).toEqual([
      'screens/x.yaml:/fields/0/photoMaxSide `photoMaxSide` is for file fields: this field is "text"',
    ]);
  });
});
