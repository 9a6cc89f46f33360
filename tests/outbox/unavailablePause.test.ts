import { describe, expect, it } from 'vitest';
import { unavailablePause } from '../../src/outbox/unavailablePause';

describe('unavailablePause', () => {
  it('waits what the server asked for, kept between 1 s and 5 minutes', () => {
    expect(unavailablePause(5, 0)).toBe(5_000);
    expect(unavailablePause(5, 4)).toBe(5_000);
    expect(unavailablePause(0, 0)).toBe(1_000);
    expect(unavailablePause(86_400, 0)).toBe(300_000);
  });

  it('else waits 5 s, doubling each round up to 2 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => unavailablePause(undefined, attempt))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000]);
  });
});
