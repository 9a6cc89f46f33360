// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routePattern } from '../../src/ground/screenLanguage/routePattern';

const matches = (route: string, path: string) => new RegExp(routePattern(route)).test(path);

describe('the logged-in start script: routes as patterns', () => {
  it('matches a route with required and optional parameters as the router does', () => {
    expect(matches('/forms/{id}/{name?}', '/forms/3')).toBe(true);
    expect(matches('/forms/{id}/{name?}', '/forms/3/safety')).toBe(true);
    expect(matches('/forms/{id}/{name?}', '/forms')).toBe(false);
    expect(matches('/forms/{id}/{name?}', '/forms/3/safety/more')).toBe(false);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/jobs')).toBe(false);
    expect(matches('/jobs', '/jobs/')).toBe(true);
  });

  it('takes the fixed parts of a route literally', () => {
    expect(matches('/version.json', '/versionXjson')).toBe(false);
    expect(matches('/plus-crews/{number}', '/plus-crews/7')).toBe(true);
  });
});
