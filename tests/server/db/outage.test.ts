// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOutage } from '../../../server/db/outage';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isOutage', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a full disk', withCode('ENOSPC')],
    ['a read-only file system', withCode('EROFS')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01')],
    ['PostgreSQL starting (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['PostgreSQL disk full (53100)', withCode('53100')],
    ['too many connections (53300)', withCode('53300')],
    ['node-postgres losing its connection', new Error('Connection terminated unexpectedly')],
    ['node-postgres waiting in vain for a connection', new Error('timeout exceeded when trying to connect')],
  ])('%s is an outage', (_what, error) => {
    expect(isOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['an invalid text value (22P02)', withCode('22P02')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s is not', (_what, error) => {
    expect(isOutage(error)).toBe(false);
  });
});
