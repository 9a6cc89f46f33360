// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutFinalOrder } from '../../../server/kernel/paging';

describe('withoutFinalOrder (a page count sorts nothing)', () => {
  it('drops the order of the whole statement', () => {
    expect(withoutFinalOrder('SELECT a FROM t WHERE b = $1 ORDER BY a DESC, c')).toBe('SELECT a FROM t WHERE b = $1 ');
  });

  it('keeps an order inside a subquery, a window or a quoted text', () => {
    const inner = "SELECT x FROM (SELECT a AS x FROM t ORDER BY a LIMIT 3) s WHERE x <> ' ORDER BY ' AND row_number() OVER (ORDER BY x) > 0";
    expect(withoutFinalOrder(inner)).toBe(inner);
  });

  it('drops only the final order when there are inner ones too', () => {
    expect(withoutFinalOrder('SELECT a FROM (SELECT a FROM t ORDER BY a) s\n ORDER BY a')).toBe('SELECT a FROM (SELECT a FROM t ORDER BY a) s\n ');
  });

  it('leaves a statement without order as it is', () => {
    expect(withoutFinalOrder('SELECT count(*) FROM t')).toBe('SELECT count(*) FROM t');
  });
});
