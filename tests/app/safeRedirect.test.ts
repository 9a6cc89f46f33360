// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/app/safeRedirect';
import { routePath } from '../../src/app/routePath';

const fallback = '/home-of-the-test';

/** Values that could send the user off the app, now or after a browser or a later decoder has read them. */
const hostile: [string, string | null | undefined][] = [
  ['dot-dot then protocol-relative', '/..//evil.example'],
  ['dot then backslash', '/./\\evil.example'],
  ['dot then protocol-relative', '/.//evil.example'],
  ['dot-dot in a path then backslash', '/a/../\\evil.example'],
  ['encoded dot-dot then protocol-relative', '/%2e%2e//evil.example'],
  ['protocol-relative', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['slash and two backslashes', '/\\\\evil.example'],
  ['slash and backslash', '/\\evil.example'],
  ['absolute https', 'https://evil.example'],
  ['absolute https to a path', 'https://evil.example/jobs'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['encoded slashes', '/%2f%2fevil.example'],
  ['encoded backslash', '/%5cevil.example'],
  ['encoded slashes without a leading slash', '%2F%2Fevil.example'],
  ['double-encoded slashes', '/%252f%252fevil.example'],
  ['triple-encoded slashes', '/%25252f%25252fevil.example'],
  ['tab between the slashes', '/\t/evil.example'],
  ['newline between the slashes', '/\n/evil.example'],
  ['carriage return between the slashes', '/\r/evil.example'],
  ['encoded tab between the slashes', '/%09/evil.example'],
  ['leading spaces', '  //evil.example'],
  ['leading space before a good path', ' /jobs'],
  ['scheme with one slash', 'http:/evil.example'],
  ['scheme without slashes', 'http:evil.example'],
  ['protocol-relative with user info', '//evil.example@app'],
  ['encoded dot-dot slashes then protocol-relative', '/..%2f..%2f/evil.example'],
  ['fullwidth slashes', '／／evil.example'],
  ['slash then fullwidth slash', '/／evil.example'],
  ['slash then fullwidth backslash', '/＼evil.example'],
  ['half-encoded dot-dot then encoded slash', '/.%2e/%2fevil.example'],
  ['malformed escape', '/jobs/%E0%A4%A'],
  ['lone percent', '/jobs/100%'],
  ['right-to-left override', '/\u202e/evil.example'],
  ['zero-width space between the slashes', '/\u200b/evil.example'],
  ['no-break space between the slashes', '/\u00a0/evil.example'],
  ['relative path', 'jobs'],
  ['dot-relative path', './jobs'],
  ['empty', ''],
  ['only a space', ' '],
  ['the word null', 'null'],
  ['the word undefined', 'undefined'],
  ['null', null],
  ['undefined', undefined],
  ['very long', `/${'a'.repeat(5000)}`],
  ['very long encoding chain', `/${'%25'.repeat(3000)}2f/evil.example`],
];

/** Paths of the app that must come back as they are (or as a browser resolves them). */
const good: [string, string][] = [
  ['/jobs/12?tab=crew#x', '/jobs/12?tab=crew#x'],
  ['/projects', '/projects'],
  ['/', '/'],
  ['/a/../jobs', '/jobs'],
  ['/jobs/./12', '/jobs/12'],
  ['/jobs?search=John%20Smith&page=2', '/jobs?search=John%20Smith&page=2'],
  ['/jobs?next=//evil.example', '/jobs?next=//evil.example'],
  ['/forms/7/start/q3', '/forms/7/start/q3'],
  // An `@` in a path is a path segment, not user info: the browser stays on the app.
  ['/@evil.example', '/@evil.example'],
  ['/persons/5/%40mentions', '/persons/5/%40mentions'],
];

describe('safeRedirect', () => {
  it.each(hostile)('refuses %s', (_name, target) => {
    expect(safeRedirect(target, fallback)).toBe(fallback);
  });

  it.each(good)('follows the app path %s', (target, expected) => {
    expect(safeRedirect(target, fallback)).toBe(expected);
  });

  it('has a corpus large enough to mean something', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });
});

describe('routePath', () => {
  it('turns product routes into router paths', () => {
    expect(routePath('/forms/{id}/{name?}/{questionId?}')).toBe('/forms/:id/:name?/:questionId?');
    expect(routePath('/jobs')).toBe('/jobs');
  });
});
