/**
 * A project's cost view and its fixed (agreed) values (section 3: "calculated versus fixed values"; section 2: views
 * "cost"), shared by app and server.
 *
 * | call                                  | request            | answer                          |
 * | ------------------------------------- | ------------------ | ------------------------------- |
 * | GET  /projects/{number}/costs         |                    | ProjectCosts, 404               |
 * | POST /projects/{number}/fixedValues   | FixedValuesRequest | ProjectCosts, 400, 403, 404     |
 *
 * Calculated values come from the project's crew items that are not cancelled: hours from their dates and times,
 * revenue from the project's rate card (by function), cost from what the crew is paid (the crew member's staff
 * contract on that day, else the rate card's cost rate; a card in another currency than the wages' EUR: its cost rate
 * always). Fixed values are what was agreed; null means not agreed.
 */
import { Type, type Static } from 'typebox';
import { Id, Nullable, Shape } from './shapes';
import { amount } from './fields/amountFields';
import { nullable, object, optional, wholeNumber, type Field, type FieldInput } from './fields/fields';
import { anId } from './fields/valueFields';

/** A fixed value: a number, or null (or left out) when nothing is agreed. */
const agreed = (read: Field<number>) => optional(nullable(read), null);

const money = (description: string) => Type.Number({ description });

/** What the server calculates from the crew items. */
export const CalculatedValues = Shape({
  hours: Type.Number({ minimum: 0, description: 'Planned hours: each day of a crew item from its start to its end time.' }),
  positions: Type.Integer({ minimum: 0, description: 'Crew items that are not cancelled.' }),
  cost: money('What the crew is paid, in the currency of the answer.'),
  revenue: money("What the client pays by the project's rate card, in the currency of the answer."),
}, 'Values calculated from the crew items.');
export type CalculatedValues = Static<typeof CalculatedValues>;

const nullableValues = (what: string) => Shape({
  hours: Nullable(Type.Number()),
  positions: Nullable(Type.Integer()),
  cost: Nullable(Type.Number()),
  revenue: Nullable(Type.Number()),
}, what);

/** The agreed values; null where nothing was agreed. */
export const FixedValues = nullableValues('The fixed (agreed) values; null where nothing was agreed.');
export type FixedValues = Static<typeof FixedValues>;

/** Fixed minus calculated, per value; null where nothing was agreed. */
export const ValueDifferences = nullableValues('Fixed minus calculated, per value; null where nothing was agreed.');
export type ValueDifferences = Static<typeof ValueDifferences>;

const comparison = { calculated: CalculatedValues, fixed: FixedValues, difference: ValueDifferences };

/** The project's, or one crew's, calculated and fixed values side by side. */
export const CostComparison = Shape(comparison, "Calculated and fixed values side by side, with the difference.");
export type CostComparison = Static<typeof CostComparison>;

/** One crew of the project in the cost view. */
export const CrewCosts = Shape({ id: Id, name: Type.String(), ...comparison }, 'One crew of the project in the cost view.');
export type CrewCosts = Static<typeof CrewCosts>;

/** One function (e.g. Stagehand) of the project in the cost view: calculated only (nothing is agreed per function). */
export const FunctionCosts = Shape({ function: Type.String(), calculated: CalculatedValues },
  'One function of the project in the cost view (calculated only).');
export type FunctionCosts = Static<typeof FunctionCosts>;

/** `GET /projects/{number}/costs`: the whole cost view of one project. */
export const ProjectCosts = Shape({
  projectNumber: Type.String(),
  currency: Type.String({
    description: "The rate card's currency (EUR when the project names no known rate card), of every amount of the answer. "
      + "A card in another currency than the staff contracts' wages (EUR) prices the cost by its cost rates, not by the wages.",
  }),
  rateCard: Nullable(Type.String({ description: "The name of the project's rate card, null when it names no known one." })),
  unpricedPositions: Type.Integer({ minimum: 0, description: "Positions whose function is not on the project's rate card: no revenue counted." }),
  project: CostComparison,
  crews: Type.Array(CrewCosts),
  functions: Type.Array(FunctionCosts),
}, "A project's cost view: calculated and fixed values for the project and per crew, and calculated values per function.");
export type ProjectCosts = Static<typeof ProjectCosts>;

/**
 * `POST /projects/{number}/fixedValues` body: the agreed values of the project, or of one of its crews with `crewId`.
 * Replaces all four; a value left out or null is not agreed.
 */
export const fixedValuesRequest = object({
  crewId: optional(nullable(anId()), null),
  hours: agreed(amount(999_999.99)),
  positions: agreed(wholeNumber(0, 100_000)),
  cost: agreed(amount()),
  revenue: agreed(amount()),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /projects/{number}/fixedValues`. */
export type FixedValuesRequest = FieldInput<typeof fixedValuesRequest>;
