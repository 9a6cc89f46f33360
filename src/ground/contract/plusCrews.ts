/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */
import { Type, type Static } from 'typebox';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { atLeastOneKey, field, isoDate, notBefore, object, oneOf, optional, text, wholeNumber, type Field, type FieldInput } from './fields/fields';
import { decimal } from './fields/valueFields';

/** `true` or `false`, JSON booleans only. */
const trueOrFalse: Field<boolean> = field(Type.Boolean(), (value, path, problems) => {
  if (typeof value !== 'boolean') problems.push({ path, message: 'must be true or false' });
  return value as boolean;
});

/** A kind of plus crew. */
export const PlusCrewType = Shape({ id: Id, name: Type.String() }, 'A kind of plus crew.');
export type PlusCrewType = Static<typeof PlusCrewType>;

/** A plus crew: a team with a monthly minimum turnover target and a bonus share of what it makes above it. */
export const PlusCrew = Shape({
  id: Id,
  number: Type.String(),
  name: Type.String(),
  type: Nullable(PlusCrewType),
  minimumTarget: Type.Number({ description: 'The monthly minimum turnover.' }),
  bonusPercentage: Type.Number({ description: 'The share, in percent, of the turnover above the minimum target.' }),
  members: Type.Array(Shape({ personId: Id, name: Type.String() })),
}, 'A plus crew: a team with a monthly minimum turnover target and a bonus share of what it makes above it.');
export type PlusCrew = Static<typeof PlusCrew>;

/** A code with its English name (value types, value data source types). */
export const PlusCrewCode = Shape({ code: Type.String(), name: Type.String() }, 'A code with its English name (value types, value data source types).');
export type PlusCrewCode = Static<typeof PlusCrewCode>;

/** What a value setting counts towards. */
const valueType = OneOf(['turnover', 'hours', 'costs']);

/** A value setting of a plus crew: what is counted, how heavily, and whether at all. */
export const PlusCrewValue = Shape({
  id: Id,
  plusCrewNumber: Type.String(),
  name: Type.String(),
  valueType,
  weight: Type.Number(),
  active: Type.Boolean(),
}, 'A value setting of a plus crew: what is counted, how heavily, and whether at all.');
export type PlusCrewValue = Static<typeof PlusCrewValue>;

/** `POST /plusCrewValues/{id}` body: change a value setting (at least one key). */
export const plusCrewValueRequest = object({
  name: optional(text({ max: 100 }), undefined), weight: optional(decimal(0, 100), undefined),
  active: optional(trueOrFalse, undefined),
}, {
  unknownKeys: 'reject',
  check: atLeastOneKey({ path: '', message: 'must change name, weight or active' }),
});
/** What the app sends to `POST /plusCrewValues/{id}`. */
export type PlusCrewValueRequest = FieldInput<typeof plusCrewValueRequest>;

/** One entry of value data: an amount for a value over a period. */
export const PlusCrewValueData = Shape({
  id: Id,
  plusCrewNumber: Type.String(),
  plusCrewValue: Shape({ id: Id, name: Type.String(), valueType }),
  dateFrom: IsoDate,
  dateTo: IsoDate,
  value: Type.Number(),
  type: OneOf(['manual', 'invoice', 'payroll', 'correction']),
  createdAt: IsoDateTime,
}, 'One entry of value data: an amount for a value over a period.');
export type PlusCrewValueData = Static<typeof PlusCrewValueData>;

/** `POST /plusCrewValueDatas` body. */
export const plusCrewValueDataRequest = object({
  plusCrewValueId: wholeNumber(1, 2_147_483_647), dateFrom: isoDate(), dateTo: isoDate(),
  value: decimal(-1_000_000_000, 1_000_000_000), type: oneOf(['manual', 'invoice', 'payroll', 'correction'] as const),
}, {
  unknownKeys: 'reject',
  check: notBefore('dateFrom', 'dateTo'),
});
/** What the app sends to `POST /plusCrewValueDatas`. */
export type PlusCrewValueDataRequest = FieldInput<typeof plusCrewValueDataRequest>;

/** One month of a plus crew's progress. */
export const PlusCrewMonth = Shape({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM.' }),
  turnover: Type.Number(),
  hours: Type.Number(),
  costs: Type.Number(),
  minimumTarget: Type.Number(),
  targetReached: Type.Boolean(),
  teamSpeed: Nullable(Type.Number({ description: 'Turnover per hour worked; null without hours.' })),
}, "One month of a plus crew's progress.");
export type PlusCrewMonth = Static<typeof PlusCrewMonth>;

/** `GET /plusCrews/{n}/prgrss`: the last six months against the minimum target, team speed and bonus forecast. */
export const PlusCrewProgress = Shape({
  number: Type.String(),
  months: Type.Array(PlusCrewMonth),
  totalTurnover: Type.Number(),
  totalHours: Type.Number(),
  teamSpeed: Nullable(Type.Number({ description: 'Turnover per hour worked over the six months; null without hours.' })),
  projectedTurnover: Type.Number({ description: "This month's turnover projected to the month's end." }),
  bonusForecast: Type.Number(),
}, 'The last six months against the minimum target, team speed and bonus forecast.');
export type PlusCrewProgress = Static<typeof PlusCrewProgress>;
