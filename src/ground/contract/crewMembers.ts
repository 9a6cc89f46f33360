/** Crew members' ratings, functions, tags, skills and crew info (section 7, crew member); re-exported by `projects.ts`. */
import { Type, type Static } from 'typebox';
import { CrewItem, NamedPerson } from './crewItems';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { nullable, object, optional, text, wholeNumber, type FieldInput } from './fields/fields';
import { anId } from './fields/valueFields';

/** A kind of crew rating, e.g. punctuality. */
export const CrewRatingType = Shape({ id: Id, name: Type.String(), description: Type.String() },
  'A kind of crew rating, e.g. punctuality.');
export type CrewRatingType = Static<typeof CrewRatingType>;

/** One rating of a crew member. */
export const CrewRating = Shape({
  id: Id,
  personId: Id,
  ratingType: Shape({ id: Id, name: Type.String() }),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Nullable(Type.String()),
  crewItemId: Nullable(Id),
  ratedBy: Nullable(NamedPerson),
  createdAt: IsoDateTime,
}, 'One rating of a crew member.');
export type CrewRating = Static<typeof CrewRating>;

/**
 * `POST /crewMember/{id}/crewRatings` body; `score` 1 to 5. `crewItemId` names the work rated: one of the person's
 * crew items that has ended (a client must name one, of a project of its company).
 */
export const crewRatingRequest = object({
  ratingTypeId: anId(), score: wholeNumber(1, 5), comment: optional(nullable(text({ max: 2000 })), null),
  crewItemId: optional(nullable(anId()), null),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /crewMember/{id}/crewRatings`. */
export type CrewRatingRequest = FieldInput<typeof crewRatingRequest>;

/**
 * `GET /projects/{number}/projectCrewItems`: a crew item of the project, with what the caller gave and may give it as a
 * rating.
 */
export const ProjectCrewItem = Shape({
  ...CrewItem.properties,
  myRating: Nullable(Type.Integer({ minimum: 1, maximum: 5, description: "The caller's latest score for this crew item; null when none." })),
  canRate: Type.Boolean({
    description: 'The caller may rate the person on it: it has a person (not the caller), it ended before today, and the caller is a planner, its crew chief, or a client reading crew profiles.',
  }),
}, 'A crew item of the project, with what the caller gave and may give it as a rating.');
export type ProjectCrewItem = Static<typeof ProjectCrewItem>;

/** The caller's own ratings of one project's crew items, summed up (a project's "my rating"). */
export const MyProjectRating = Shape({
  average: Nullable(Type.Number({ description: 'The average score, rounded to two decimals; null when the caller rated none.' })),
  count: Type.Integer({ minimum: 0, description: "How many ratings the caller gave on the project's crew items." }),
}, "The caller's own ratings of one project's crew items, summed up.");
export type MyProjectRating = Static<typeof MyProjectRating>;

/** A function a crew member can work, with their level. */
export const CrewFunction = Shape({ id: Id, function: Type.String(), level: OneOf(['junior', 'medior', 'senior']) },
  'A function a crew member can work, with their level.');
export type CrewFunction = Static<typeof CrewFunction>;

/** A tag on a crew member, e.g. `Forklift licence`. */
export const CrewTag = Shape({ id: Id, tag: Type.String() }, 'A tag on a crew member, e.g. `Forklift licence`.');
export type CrewTag = Static<typeof CrewTag>;

/** A skill a document proves, valid until a date (null: no end). */
export const DocumentBasedSkill = Shape({
  id: Id,
  skill: Type.String(),
  documentName: Type.String(),
  validUntil: Nullable(IsoDate),
  valid: Type.Boolean({ description: 'No end date, or it is today or later.' }),
}, 'A skill a document proves, valid until a date (null: no end).');
export type DocumentBasedSkill = Static<typeof DocumentBasedSkill>;

/** Ratings summed up: how many, the average score, and the average by rating type. */
export const CrewRatingsSummary = Shape({
  count: Type.Integer({ minimum: 0 }),
  average: Nullable(Type.Number({ description: 'Rounded to two decimals; null without ratings.' })),
  byType: Type.Array(Shape({ ratingType: Type.String(), average: Type.Number(), count: Type.Integer({ minimum: 0 }) })),
}, 'Ratings summed up: how many, the average score, and the average by rating type.');
export type CrewRatingsSummary = Static<typeof CrewRatingsSummary>;

/** `GET /crewInfo`: the caller's own crew info. */
export const CrewInfo = Shape({
  personId: Id,
  name: Type.String(),
  functions: Type.Array(CrewFunction),
  tags: Type.Array(CrewTag),
  skills: Type.Array(DocumentBasedSkill),
  ratings: CrewRatingsSummary,
}, "The caller's own crew info.");
export type CrewInfo = Static<typeof CrewInfo>;

/** `GET /projects/{number}/crewProfile/{personId}`: a crew member as seen from one project. */
export const CrewProfile = Shape({
  personId: Id,
  name: Type.String(),
  contactNumber: Nullable(Type.String()),
  functions: Type.Array(CrewFunction),
  tags: Type.Array(CrewTag),
  ratings: CrewRatingsSummary,
  items: Type.Array(CrewItem, { description: 'Their crew items on this project.' }),
}, 'A crew member as seen from one project.');
export type CrewProfile = Static<typeof CrewProfile>;
