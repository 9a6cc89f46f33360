import type { BestPerson, FindBestMethodCode } from '../../../src/ground/contract';

/** A candidate's facts before ranking: everything of a `BestPerson` but its place and the method. */
export type CandidateFacts = Omit<BestPerson, 'rank' | 'method'>;

/** -1, 0 or 1: how two candidates compare on one point (a smaller result ranks first). */
type Compare = (a: CandidateFacts, b: CandidateFacts) => number;

const levelOrder = { senior: 3, medior: 2, junior: 1 } as const;
const level = (facts: CandidateFacts) => (facts.functionLevel === null ? 0 : levelOrder[facts.functionLevel]);

/** Higher first; null (unknown) after every value. */
const higherFirst = (value: (facts: CandidateFacts) => number | null): Compare => (a, b) => {
  const [x, y] = [value(a), value(b)];
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return y - x;
};

/** Lower first; null (unknown) after every value. */
const lowerFirst = (value: (facts: CandidateFacts) => number | null): Compare =>
  higherFirst((facts) => { const found = value(facts); return found === null ? null : -found; });

const yesFirst = (value: (facts: CandidateFacts) => boolean): Compare => higherFirst((facts) => (value(facts) ? 1 : 0));

/** What each method looks at first, once the function and availability have had their say. */
const methodOrder: Record<FindBestMethodCode, Compare[]> = {
  rating: [higherFirst((facts) => facts.rating), higherFirst((facts) => facts.ratingCount)],
  distance: [lowerFirst((facts) => facts.distanceKm), yesFirst((facts) => facts.sameRegion)],
  availability: [higherFirst(level), higherFirst((facts) => facts.skills.length), higherFirst((facts) => facts.tags.length)],
  cost: [lowerFirst((facts) => facts.hourlyWage)],
};

/** After the method's own points: the fit for the job, then the name, so the order never depends on the database's. */
const tieBreakers: Compare[] = [
  higherFirst(level), yesFirst((facts) => facts.sameRegion), higherFirst((facts) => facts.rating),
  lowerFirst((facts) => facts.distanceKm), (a, b) => a.name.localeCompare(b.name, 'en'), (a, b) => a.personId - b.personId,
];

/**
 * Orders the candidates for an open crew item by a find-best method. Always first: people who have the crew item's
 * function (whoever lacks it ranks below everyone who has it, by every method), and among those the people available on
 * its days (the unavailable after them, fewest conflicts first, still shown with why); among the available, those whose
 * other jobs leave the company's minimum rest, and then those who marked the days available (issue 37). Then the method: `rating` the best average rating (more ratings first on a tie), `distance` the nearest
 * home to the venue (then the venue's region), `availability` the best fit (function level, valid skills, tags),
 * `cost` the lowest hourly wage; unknown values after known ones. Ties go to the function level, region, rating,
 * distance and name. Ranks count from 1.
 */
export function rankBestPersons(candidates: readonly CandidateFacts[], method: FindBestMethodCode): BestPerson[] {
  const order: Compare[] = [
    yesFirst((facts) => facts.functionMatch), yesFirst((facts) => facts.available), yesFirst((facts) => !facts.shortRest),
    yesFirst((facts) => facts.markedAvailable), lowerFirst((facts) => facts.conflicts.length),
    ...methodOrder[method], ...tieBreakers,
  ];
  const compare: Compare = (a, b) => {
    for (const point of order) {
      const result = point(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
  return [...candidates].sort(compare).map((facts, index) => ({ rank: index + 1, method, ...facts }));
}

/** Kilometres between two points on the earth as the crow flies (haversine), rounded to whole kilometres. */
export function distanceInKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(a)));
}
