// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createToastQueue, toastLifetime } from '../../src/ui/toastQueue';

describe('toast queue', () => {
  it('suppresses a duplicate of the same type and message while the first shows', () => {
    const queue = createToastQueue();
    const key = queue.admit({ type: 'error', message: 'Jobs not found' });
    expect(key).not.toBeNull();
    expect(queue.admit({ type: 'error', message: 'Jobs not found' })).toBeNull();
    expect(queue.admit({ type: 'warning', message: 'Jobs not found' })).not.toBeNull();
    queue.release(key!);
    expect(queue.admit({ type: 'error', message: 'Jobs not found' })).not.toBeNull();
  });
  it('lives 3000 ms by default', () => {
    expect(toastLifetime).toBe(3000);
  });
});
