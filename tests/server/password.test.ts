// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';

describe('passwords', () => {
  it('hashes with a fresh salt each time and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('demo1234', first)).toBe(true);
    expect(await verifyPassword('demo12345', first)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
  });
});
