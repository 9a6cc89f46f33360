/**
 * Find best person (section 2, projects): the crew members ranked for an open crew item by one of the
 * `GET /findBestMethods`, with the facts each place rests on.
 *
 * | call                                                   | request                          | answer                        |
 * | ------------------------------------------------------ | -------------------------------- | ----------------------------- |
 * | GET  /projectCrewItems/{id}/bestPersons                | method? (a find-best code), paging | ListResponse<BestPerson>, 404, 409 |
 * | POST /projectCrewItems/{id} with `personId`            | CrewItemUpdate                   | CrewItem (requested), 409     |
 *
 * A request that leaves the person less rest than the company's minimum is made (the planner was warned by
 * `shortRest`), and its status record says so.
 */
import { Type, type Static } from 'typebox';
import { Id, IsoDate, Nullable, OneOf, Shape } from './shapes';

/** The codes of the find-best methods, the `method` of `GET /projectCrewItems/{id}/bestPersons`. */
export const findBestMethodCodes = ['rating', 'distance', 'availability', 'cost'] as const;
/** A find-best method's code. */
export type FindBestMethodCode = (typeof findBestMethodCodes)[number];

/** Why a crew member cannot work on the crew item's days. */
export const BestPersonConflict = Shape({
  kind: OneOf(['job', 'blockedDate', 'vacation', 'absence'],
    'job: another crew item not cancelled; blockedDate: a day they blocked; vacation: an absence for vacation or a vacation request not refused; absence: sick day or other absence.'),
  startDate: IsoDate,
  endDate: IsoDate,
  what: Type.String({ description: 'The other job (project and function), the blocked date\'s reason, or the kind of absence.' }),
}, 'Why a crew member cannot work on the crew item\'s days.');
export type BestPersonConflict = Static<typeof BestPersonConflict>;

/** Rest shorter than the company's minimum between another job of the crew member and the crew item (issue 37). */
export const ShortRest = Shape({
  what: Type.String({ description: 'The other job: project and function.' }),
  side: OneOf(['before', 'after'], 'before: the other job ends less than the minimum before the crew item starts; after: it starts less than the minimum after it ends.'),
  hours: Type.Number({ minimum: 0, description: 'The rest left, in hours rounded down to a half hour.' }),
}, "Rest shorter than the company's minimum between another job of the crew member and the crew item.");
export type ShortRest = Static<typeof ShortRest>;

/** One crew member as a candidate for an open crew item, in the order of the method asked for. */
export const BestPerson = Shape({
  rank: Type.Integer({ minimum: 1, description: 'The place in the ranking, 1 for the best.' }),
  method: OneOf(findBestMethodCodes, 'The method the ranking used.'),
  crewItemId: Id,
  personId: Id,
  name: Type.String(),
  available: Type.Boolean({ description: 'False when a job, blocked date, vacation or absence meets the crew item\'s days (ranked last).' }),
  conflicts: Type.Array(BestPersonConflict),
  markedAvailable: Type.Boolean({
    description: 'True when they marked every day of the crew item available, for a part of the day its hours meet (ranked higher).',
  }),
  shortRest: Type.Boolean({ description: 'True when another job leaves less rest than the company\'s minimum (a warning; ranked lower).' }),
  restHours: Nullable(Type.Number({ minimum: 0, description: 'The shortest rest of `shortRests`, in hours; null without short rest.' })),
  minimumRestHours: Type.Number({ minimum: 0, description: 'The company\'s minimum rest between two jobs of one person, 11 by default.' }),
  shortRests: Type.Array(ShortRest, { description: 'Each other job leaving too little rest, the shortest first.' }),
  busyWith: Nullable(Type.Array(Type.String(), {
    description: 'What each conflict is (`what` of `conflicts`), for a card to show; null when available.',
  })),
  otherJob: Type.Boolean({ description: 'A conflict of kind job.' }),
  blockedDate: Type.Boolean({ description: 'A conflict of kind blockedDate.' }),
  vacation: Type.Boolean({ description: 'A conflict of kind vacation or absence.' }),
  functionMatch: Type.Boolean({ description: 'True when the crew member has the crew item\'s function.' }),
  functionLevel: Nullable(OneOf(['junior', 'medior', 'senior'], 'Their level in the crew item\'s function; null without it.')),
  skills: Type.Array(Type.String(), { description: 'Document-based skills still valid on the crew item\'s last day.' }),
  tags: Type.Array(Type.String()),
  strengths: Type.Array(Type.String(), { description: 'Their valid skills, then their tags (each name once): what speaks for them.' }),
  region: Nullable(Type.String({ description: 'Their region code (reference list `regions`).' })),
  sameRegion: Type.Boolean({ description: 'True when the venue is in their region (or in their city).' }),
  rating: Nullable(Type.Number({ minimum: 1, maximum: 5, description: 'The average of their ratings, one decimal; null when never rated.' })),
  ratingCount: Type.Integer({ minimum: 0 }),
  distanceKm: Nullable(Type.Integer({ minimum: 0, description: 'From their home to the venue as the crow flies; null when either place is not known.' })),
  hourlyWage: Nullable(Type.Number({ minimum: 0, description: 'The hourly wage of their staff contract on the crew item\'s first day (the cost); null without one.' })),
}, 'One crew member as a candidate for an open crew item, in the order of the method asked for.');
export type BestPerson = Static<typeof BestPerson>;
