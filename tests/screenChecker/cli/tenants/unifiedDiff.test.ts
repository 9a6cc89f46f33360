// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../../../src/screenChecker/cli/tenants/unifiedDiff';

const labels = { before: 'revision 6/screens/x.yaml', after: 'revision 7/screens/x.yaml' };
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `line ${from + index}\n`).join('');

describe('unifiedDiff', () => {
  it('answers nothing for equal texts', () => {
    expect(unifiedDiff('a\nb\n', 'a\nb\n', labels)).toBe('');
  });

  it('writes an added file against /dev/null', () => {
    expect(unifiedDiff(undefined, 'id: x\nroute: /x\n', labels)).toBe(
      '--- /dev/null\n+++ revision 7/screens/x.yaml\n@@ -0,0 +1,2 @@\n+id: x\n+route: /x\n',
    );
  });

  it('keeps three lines of context and splits far-apart changes into hunks, as diff -u does', () => {
    const before = numbered(1, 20);
    const after = before.replace('line 2\n', 'line two\n').replace('line 18\n', '');
    expect(unifiedDiff(before, after, labels).split('\n')).toEqual([
      '--- revision 6/screens/x.yaml', '+++ revision 7/screens/x.yaml',
      '@@ -1,5 +1,5 @@', ' line 1', '-line 2', '+line two', ' line 3', ' line 4', ' line 5',
      '@@ -15,6 +15,5 @@', ' line 15', ' line 16', ' line 17', '-line 18', ' line 19', ' line 20',
      '',
    ]);
  });

  it('marks a last line without a newline', () => {
    expect(unifiedDiff('a\nb', 'a\nb\n', labels).split('\n').slice(2)).toEqual([
      '@@ -1,2 +1,2 @@', ' a', '-b', '\\ No newline at end of file', '+b', '',
    ]);
  });
});
