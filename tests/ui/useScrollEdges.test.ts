import { describe, expect, it } from 'vitest';
import { edgeFade, scrollEdgesOf } from '../../src/ui/useScrollEdges';

describe('scrollEdgesOf', () => {
  it('tells which ends of a sideways row hide something', () => {
    expect(scrollEdgesOf({ scrollLeft: 0, clientWidth: 358, scrollWidth: 358 })).toEqual({ start: false, end: false });
    expect(scrollEdgesOf({ scrollLeft: 0, clientWidth: 358, scrollWidth: 520 })).toEqual({ start: false, end: true });
    expect(scrollEdgesOf({ scrollLeft: 80, clientWidth: 358, scrollWidth: 520 })).toEqual({ start: true, end: true });
    expect(scrollEdgesOf({ scrollLeft: 162, clientWidth: 358, scrollWidth: 520 })).toEqual({ start: true, end: false });
  });

  it('takes under a pixel of rounding as nothing hidden', () => {
    expect(scrollEdgesOf({ scrollLeft: 0.5, clientWidth: 358, scrollWidth: 358.6 })).toEqual({ start: false, end: false });
  });
});

describe('edgeFade', () => {
  it('fades only the ends that hide something', () => {
    expect(edgeFade({ start: false, end: false })).toBeUndefined();
    expect(edgeFade({ start: false, end: true })).toBe('linear-gradient(to right, black, black calc(100% - 32px), transparent)');
    expect(edgeFade({ start: true, end: false })).toBe('linear-gradient(to right, transparent, black 32px, black)');
    expect(edgeFade({ start: true, end: true })).toBe('linear-gradient(to right, transparent, black 32px, black calc(100% - 32px), transparent)');
  });
});
