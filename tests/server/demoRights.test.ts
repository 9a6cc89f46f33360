// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../server/demo/demoUsers';
import { apiRoutes } from '../../server/api/apiRoutes';
import { isRight } from '../../src/ground/access/rightsCatalogue';

/** Every `resource.PERMISSION` a rights map holds. */
const rightsOf = (map: Record<string, readonly string[]> | undefined) =>
  Object.entries(map ?? {}).flatMap(([resource, permissions]) => permissions.map((permission) => `${resource}.${permission}`));

describe('the rights catalogue (src/ground/access/rightsCatalogue.ts) is the one list of rights', () => {
  it('holds every right a demo login is given', () => {
    const unknown = demoUsers.flatMap((user) =>
      [...rightsOf(user.rights), ...rightsOf(user.mailboxRights)].filter((right) => !isRight(right)).map((right) => `${user.login}: ${right}`));
    expect(unknown).toEqual([]);
  });

  it('holds every right a route row asks for', () => {
    const asked = apiRoutes.flatMap((route) => [...(route.access.rights ?? []), ...(route.access.anyRights ?? [])]);
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter((right) => !isRight(right))).toEqual([]);
  });
});
