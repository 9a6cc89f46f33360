// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/app/safeRedirect';
import { routePath } from '../../src/app/routePath';

describe('safeRedirect', () => {
  it('follows same-origin relative paths', () => {
    expect(safeRedirect('/jobs/3?tab=past', '/')).toBe('/jobs/3?tab=past');
  });
  it('never follows absolute or protocol-relative URLs', () => {
    for (const target of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'jobs', null]) {
      expect(safeRedirect(target, '/')).toBe('/');
    }
  });
});

describe('routePath', () => {
  it('turns product routes into router paths', () => {
    expect(routePath('/forms/{id}/{name?}/{questionId?}')).toBe('/forms/:id/:name?/:questionId?');
    expect(routePath('/jobs')).toBe('/jobs');
  });
});
