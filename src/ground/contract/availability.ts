/**
 * Availability (issue 37): the days, or parts of days, a crew member says they can work — the opposite of a blocked
 * date. Their own calendar shows them (`GET /planningCalendarItems`, type `availability`), a planner's planning
 * calendar too, and find best person ranks the people available on a crew item's days higher.
 *
 * | call                          | request              | answer                 |
 * | ----------------------------- | -------------------- | ---------------------- |
 * | POST   /availabilities        | AvailabilityRequest  | Availability (201)     |
 * | DELETE /availabilities/{id}   | bearer               | 204, 404               |
 */
import { Type, type Static } from 'typebox';
import { Id, IsoDate, Nullable, OneOf, Shape } from './shapes';
import { isoDate, notBefore, nullable, object, oneOf, optional, text, type FieldInput } from './fields/fields';

/** The parts of a day a crew member can say they are available for; `wholeDay` covers any hours. */
export const dayParts = ['wholeDay', 'morning', 'afternoon', 'evening'] as const;
/** A part of a day: the whole day, the morning (06:00–12:00), afternoon (12:00–18:00) or evening (18:00–24:00). */
export type DayPart = (typeof dayParts)[number];

/** Days, or a part of each of them, a crew member can work. */
export const Availability = Shape({
  id: Id,
  personId: Id,
  startDate: IsoDate,
  endDate: Nullable(IsoDate),
  part: OneOf(dayParts, 'wholeDay, or the morning (06:00–12:00), afternoon (12:00–18:00) or evening (18:00–24:00) of each day.'),
  note: Nullable(Type.String({ description: 'What the crew member adds for the planner, e.g. "only in Utrecht".' })),
}, 'Days, or a part of each of them, a crew member can work; no end means one day.');
export type Availability = Static<typeof Availability>;

/** `POST /availabilities` body: the days (no end: one day), the part of each (default the whole day) and a note. */
export const availabilityRequest = object(
  {
    startDate: isoDate(), endDate: optional(nullable(isoDate()), null), part: optional(oneOf(dayParts), 'wholeDay' as const),
    note: optional(nullable(text({ max: 500 })), null),
  },
  { unknownKeys: 'reject', check: notBefore('startDate', 'endDate') },
);
/** What the app sends to `POST /availabilities`. */
export type AvailabilityRequest = FieldInput<typeof availabilityRequest>;
