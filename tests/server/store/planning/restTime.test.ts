// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shortRests, spanOf, type OtherShift } from '../../../../server/store/planning/restTime';
import { markedAvailable } from '../../../../server/store/planning/markedAvailable';
import { rankBestPersons, type CandidateFacts } from '../../../../server/store/planning/rankBestPersons';

/** The rest-time rule, marked availability and where they put a candidate (issue 37), without a database. */

const job = { startDate: '2027-03-10', endDate: '2027-03-10', startTime: '08:00', endTime: '16:00' };
const other = (startDate: string, startTime: string, endTime: string, what = 'Gala – Rigger', endDate = startDate): OtherShift =>
  ({ startDate, endDate, startTime, endTime, what });

describe('the rest-time rule (shortRests)', () => {
  it('warns when another job ends less than the minimum before the start', () => {
    expect(shortRests(job, [other('2027-03-09', '14:00', '23:00')], 11)).toEqual([{ what: 'Gala – Rigger', side: 'before', hours: 9 }]);
    expect(shortRests(job, [other('2027-03-09', '12:00', '21:00')], 11), 'exactly 11 hours is enough').toEqual([]);
  });

  it('warns when another job starts less than the minimum after the end, and rounds the rest down to a half hour', () => {
    expect(shortRests(job, [other('2027-03-11', '02:20', '06:00', 'Load-out')], 11)).toEqual([{ what: 'Load-out', side: 'after', hours: 10 }]);
    expect(shortRests(job, [other('2027-03-10', '23:15', '03:00', 'Night shift')], 11)).toEqual([{ what: 'Night shift', side: 'after', hours: 7 }]);
  });

  it('reads a job whose end is not after its start as running into the next day', () => {
    expect(spanOf(other('2027-03-09', '22:00', '02:00'))).toEqual({ start: spanOf(other('2027-03-09', '22:00', '23:00')).start, end: spanOf(other('2027-03-10', '02:00', '03:00')).start });
    expect(shortRests(job, [other('2027-03-09', '22:00', '02:00')], 11)).toEqual([{ what: 'Gala – Rigger', side: 'before', hours: 6 }]);
  });

  it('leaves out jobs that overlap (a double booking, not rest) and jobs far enough away; the shortest rest first', () => {
    const found = shortRests(job, [
      other('2027-03-10', '12:00', '20:00', 'Overlap'), other('2027-03-08', '08:00', '23:00', 'Days before'),
      other('2027-03-10', '20:00', '23:00', 'Evening'), other('2027-03-10', '05:00', '07:30', 'Early'),
    ], 11);
    expect(found).toEqual([{ what: 'Early', side: 'before', hours: 0.5 }, { what: 'Evening', side: 'after', hours: 4 }]);
  });

  it('follows the company minimum', () => {
    expect(shortRests(job, [other('2027-03-09', '14:00', '23:00')], 8)).toEqual([]);
    expect(shortRests(job, [other('2027-03-09', '14:00', '23:00')], 12)).toHaveLength(1);
  });
});

describe('marked availability (markedAvailable)', () => {
  it('holds when every day of the job was marked, for a part of the day its hours meet', () => {
    expect(markedAvailable(job, [{ startDate: '2027-03-10', endDate: null, part: 'wholeDay' }])).toBe(true);
    expect(markedAvailable(job, [{ startDate: '2027-03-09', endDate: '2027-03-12', part: 'morning' }])).toBe(true);
    expect(markedAvailable(job, [{ startDate: '2027-03-10', endDate: null, part: 'afternoon' }])).toBe(true);
    expect(markedAvailable(job, [{ startDate: '2027-03-10', endDate: null, part: 'evening' }]), '08:00–16:00 is not the evening').toBe(false);
    expect(markedAvailable(job, [{ startDate: '2027-03-11', endDate: null, part: 'wholeDay' }]), 'another day').toBe(false);
    expect(markedAvailable(job, [])).toBe(false);
  });

  it('needs each day of a job of several days', () => {
    const festival = { startDate: '2027-03-10', endDate: '2027-03-12', startTime: '18:00', endTime: '02:00' };
    expect(markedAvailable(festival, [{ startDate: '2027-03-10', endDate: '2027-03-12', part: 'evening' }])).toBe(true);
    expect(markedAvailable(festival, [
      { startDate: '2027-03-10', endDate: null, part: 'wholeDay' }, { startDate: '2027-03-12', endDate: null, part: 'evening' },
    ]), 'the 11th is missing').toBe(false);
  });
});

describe('the ranking with availability and rest (rankBestPersons)', () => {
  const facts = (name: string, overrides: Partial<CandidateFacts>): CandidateFacts => ({
    crewItemId: 1, personId: name.length, name, available: true, conflicts: [], busyWith: null, otherJob: false, blockedDate: false,
    vacation: false, functionMatch: true, functionLevel: 'medior', skills: [], tags: [], strengths: [], region: null, sameRegion: false,
    rating: null, ratingCount: 0, distanceKm: null, hourlyWage: null, markedAvailable: false, shortRest: false, restHours: null,
    minimumRestHours: 11, shortRests: [], ...overrides,
  });
  const tired = { shortRest: true, restHours: 9, shortRests: [{ what: 'Gala', side: 'before' as const, hours: 9 }] };

  it('puts, among the available with the function, enough rest first, then those who marked the days available', () => {
    const people = [
      facts('Ann', { rating: 5 }), facts('Bob', { rating: 3, markedAvailable: true }),
      facts('Cas', { rating: 4.8, markedAvailable: true, ...tired }), facts('Dirk', { rating: 5, markedAvailable: true, available: false }),
      facts('Eva', { rating: 5, markedAvailable: true, functionMatch: false }),
    ];
    for (const method of ['rating', 'distance', 'availability', 'cost'] as const) {
      expect(rankBestPersons(people, method).map((person) => person.name), method).toEqual(['Bob', 'Ann', 'Cas', 'Dirk', 'Eva']);
    }
  });
});
