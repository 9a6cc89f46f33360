import { Type, type Static } from 'typebox';
import { CrewPerson } from './crews';
import { Described, Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape, TimeOfDay } from './shapes';
import { amount } from './fields/amountFields';
import { isoDate, nullable, object, optional, text, wholeNumber, type FieldInput } from './fields/fields';
import { clockTime } from './fields/valueFields';

/**
 * The shapes of worked hours: from check-in (or hours entered) to pay (issue 37).
 *
 * | call                                 | request                      | answer                           |
 * | ------------------------------------ | ---------------------------- | -------------------------------- |
 * | GET  /projectCrews/{id}/workedHours  | limit, page                  | ListResponse<WorkedHours>        |
 * | POST /projectCrews/{id}/workedHours  | WorkedHoursEntry             | WorkedHours (201), 409           |
 * | POST /workedHours/{id}/confirm       | none                         | WorkedHours, 409                 |
 * | GET  /workedHours                    | state?, projectNumber?, from?, to?, limit, page | ListResponse<WorkedHours> |
 * | POST /workedHours/{id}/correct       | WorkedHoursCorrection        | WorkedHours, 409 once approved   |
 * | POST /workedHours/approve            | WorkedHoursApproval          | WorkedHoursApproved              |
 *
 * Who: a crew member their own days (and enters their own hours), the crew chief the crew's (and confirms them), a
 * planner the crew's; the office with `payrolls.APPROVE` every crew's, correcting and approving them. Approved hours
 * become payroll items the crew member confirms (`POST /payrollItems/{id}`).
 */

/** Where a crew item's day is on its way to pay. */
export const WorkedHoursState = OneOf(['notWorked', 'checkedIn', 'toConfirm', 'confirmed', 'approved'],
  'notWorked: no check-in nor hours entered; checkedIn: no check-out yet; toConfirm: waits for the crew chief; '
  + 'confirmed: waits for the office; approved: a payroll item.');
export type WorkedHoursState = Static<typeof WorkedHoursState>;

const Hours = (description: string) => Type.Number({ minimum: 0, description });

/** One crew item's day: what was planned beside what was worked, and how far it is on its way to pay. */
export const WorkedHours = Shape({
  id: Nullable(Described(Id, 'The worked hours record; null while nothing was checked in nor entered for the day.')),
  crewItemId: Id,
  crew: Shape({ id: Id, name: Type.String() }),
  project: Shape({ number: Type.String(), name: Type.String() }),
  person: CrewPerson,
  function: Type.String(),
  workDate: IsoDate,
  plannedStartTime: TimeOfDay,
  plannedEndTime: TimeOfDay,
  plannedHours: Hours('The planned span of the day (past midnight wraps).'),
  startedAt: Nullable(Described(IsoDateTime, 'The first check-in of the day, or the start entered.')),
  endedAt: Nullable(Described(IsoDateTime, 'The last check-out of the day, or the end entered; null while checked in.')),
  breakMinutes: Type.Integer({ minimum: 0, description: 'Gaps between a check-out and the next check-in that day, or the break entered.' }),
  workedHours: Nullable(Hours('From start to end less the breaks, to the minute; null until ended.')),
  entered: Type.Boolean({ description: 'Entered by the crew member (who could not check in), with `enteredReason`.' }),
  enteredReason: Nullable(Type.String()),
  state: WorkedHoursState,
  missingCheckOut: Type.Boolean({
    description: "Checked in but not out, past the planned end plus the company's margin (`checkOutMarginMinutes`); the person gets a push.",
  }),
  confirmedAt: Nullable(IsoDateTime),
  confirmedBy: Nullable(CrewPerson),
  correctedHours: Nullable(Hours('Set by the office instead of the worked hours, with `correctionReason`.')),
  correctionReason: Nullable(Type.String()),
  approvedAt: Nullable(IsoDateTime),
  approvedHours: Nullable(Hours("The hours paid: worked (or corrected) rounded by the company's rules, at least its minimum call.")),
  payrollItemId: Nullable(Described(Id, 'The payroll item the approved hours became.')),
}, 'One crew item\'s day: what was planned beside what was worked, and how far it is on its way to pay.');
export type WorkedHours = Static<typeof WorkedHours>;

/** `POST /projectCrews/{id}/workedHours`: a crew member enters the hours of a day they could not check in. */
/** Times are `HH:MM` (an end before the start is on the next day); `reason` says why there was no check-in. */
export const workedHoursEntry = object({
  crewItemId: wholeNumber(1, 2_147_483_647), workDate: isoDate(), startTime: clockTime(), endTime: clockTime(),
  breakMinutes: optional(wholeNumber(0, 1440), 0), reason: text({ max: 1000 }),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /projectCrews/{id}/workedHours`. */
export type WorkedHoursEntry = FieldInput<typeof workedHoursEntry>;

/** `POST /workedHours/{id}/correct`: the office sets the hours to pay instead of those worked, with the reason. */
export const workedHoursCorrection = object({ hours: amount(24), reason: text({ max: 1000 }) }, { unknownKeys: 'reject' });
/** What the app sends to `POST /workedHours/{id}/correct`. */
export type WorkedHoursCorrection = FieldInput<typeof workedHoursCorrection>;

/** `POST /workedHours/approve`: which confirmed hours the office approves; left out, no limit. */
export const workedHoursApproval = optional(object({
  projectNumber: optional(nullable(text({ max: 50 })), null), from: optional(nullable(isoDate()), null), to: optional(nullable(isoDate()), null),
}, { unknownKeys: 'reject' }), {});
/** What the app sends to `POST /workedHours/approve`. */
export type WorkedHoursApproval = FieldInput<typeof workedHoursApproval>;

/** What an approval did: the hours approved, each with its payroll item. */
export const WorkedHoursApproved = Shape({
  approvedCount: Type.Integer({ minimum: 0 }),
  items: Type.Array(WorkedHours),
}, 'What an approval did: the hours approved, each with its payroll item.');
export type WorkedHoursApproved = Static<typeof WorkedHoursApproved>;
