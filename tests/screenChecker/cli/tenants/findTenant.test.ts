// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findTenant } from '../../../../src/screenChecker/cli/tenants/findTenant';

const moyo = { id: 1, name: 'Moyo Crew', hosts: ['localhost'], revision: 1, own: true };
const acme = { id: 2, name: 'Acme Events', hosts: ['acme.localhost', 'crew.acme.example'], revision: 4, own: false };
const acmeTest = { id: 3, name: 'Acme Test', hosts: ['acme.test.example'], revision: 1, own: false };

describe('findTenant', () => {
  it('finds a tenant by id, name in any case, host name, or a host’s first label', () => {
    const found = ['2', 'acme events', 'crew.acme.example', 'ACME'].map((wanted) => findTenant([moyo, acme], wanted).name);
    expect(found).toEqual(['Acme Events', 'Acme Events', 'Acme Events', 'Acme Events']);
  });

  it('prefers an exact name over a host’s first label', () => {
    expect(findTenant([moyo, acme, acmeTest], 'acme test').id).toBe(3);
  });

  it('refuses a name that matches several tenants, or none, and lists them', () => {
    expect(() => findTenant([moyo, acme, acmeTest], 'acme')).toThrow(/"acme" names 2 tenants .*: pass --tenant <id>/);
    expect(() => findTenant([moyo], 'globex')).toThrow('no tenant "globex" among those this login may configure: Moyo Crew (id 1, localhost)');
  });
});
