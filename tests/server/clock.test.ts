import { describe, expect, it } from 'vitest';
import { pinnedMoment } from '../../server/kernel/clock';

describe('the server clock', () => {
  it('is pinned by CREW_CLOCK in test mode', () => {
    expect(pinnedMoment({ NODE_ENV: 'test', CREW_CLOCK: '2026-11-30T23:59:00Z' })).toBe(Date.parse('2026-11-30T23:59:00Z'));
  });

  it('keeps real time outside test mode, whatever CREW_CLOCK says', () => {
    expect(pinnedMoment({ NODE_ENV: 'production', CREW_CLOCK: '2026-11-30T23:59:00Z' })).toBeNull();
    expect(pinnedMoment({ CREW_CLOCK: '2026-11-30T23:59:00Z' })).toBeNull();
    expect(pinnedMoment({ NODE_ENV: 'test' })).toBeNull();
  });

  it('refuses a CREW_CLOCK that is not a moment, saying how to write one', () => {
    expect(() => pinnedMoment({ NODE_ENV: 'test', CREW_CLOCK: '30.11.2026' })).toThrow('CREW_CLOCK is not a moment: 30.11.2026 (write it as 2026-11-30T23:59:00Z)');
  });
});
