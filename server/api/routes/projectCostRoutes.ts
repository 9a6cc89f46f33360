import { ProjectCosts, type FixedValuesRequest } from '../../../src/ground/contract/projectCosts';
import { amount } from '../../../src/ground/contract/fields/amountFields';
import { nullable, object, optional, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';
import { route, type ApiRoute } from '../../kernel/route';
import { projectCostsOf, saveFixedValues } from '../../store/projectCosts/projectCostStore';
import { projectNumberParams } from './projectFields';
import { anId } from '../../../src/ground/contract/fields/valueFields';

/** A fixed value: a number, or null (or left out) when nothing is agreed. */
const agreed = (read: Field<number>) => optional(nullable(read), null);

const fixedValuesBody = object({
  crewId: optional(nullable(anId()), null),
  hours: agreed(amount(999_999.99)),
  positions: agreed(wholeNumber(0, 100_000)),
  cost: agreed(amount()),
  revenue: agreed(amount()),
}, { unknownKeys: 'reject' });

/**
 * The cost view and fixed values of a project (section 3, "calculated versus fixed values"). Planners only: the cost
 * holds what the crew is paid, which clients and the project login do not see. Keeping fixed values needs
 * `projects.EDIT` (section 6's resource `projects`; the demo's planner has it, the project manager pm@ not).
 */
export const projectCostRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/projects/:number/costs', access: { loginTypes: ['planner'], rights: ['projects.READ'] },
    params: projectNumberParams, answer: ProjectCosts,
    summary: "Get a project's costs and revenue: calculated, and fixed where agreed",
    description: 'Planners only: the costs hold what the crew is paid. By project, crew and function; 404 for a project the caller does not see.',
    handle: (ctx, { params }) => projectCostsOf(ctx, params.number),
  }),
  route({
    method: 'POST', path: '/projects/:number/fixedValues', access: { loginTypes: ['planner'], rights: ['projects.READ', 'projects.EDIT'] },
    params: projectNumberParams, body: fixedValuesBody, answer: ProjectCosts,
    summary: "Keep a project's or crew's agreed hours, positions, cost and revenue",
    description: 'All four are replaced; null (or left out) is "not agreed". With `crewId`, the crew\'s (400 when it is not the '
      + 'project\'s). Needs projects.EDIT. Answers the cost view.',
    handle: (ctx, { params, body }) => saveFixedValues(ctx, params.number, body as FixedValuesRequest),
  }),
];
