import { ProjectCosts, fixedValuesRequest } from '../../../src/ground/contract/projectCosts';
import { route, type ApiRoute } from '../../kernel/route';
import { projectCostsOf, saveFixedValues } from '../../store/projectCosts/projectCostStore';
import { projectNumberParams } from './projectFields';


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
    params: projectNumberParams, body: fixedValuesRequest, answer: ProjectCosts,
    summary: "Keep a project's or crew's agreed hours, positions, cost and revenue",
    description: 'All four are replaced; null (or left out) is "not agreed". With `crewId`, the crew\'s (400 when it is not the '
      + 'project\'s). Needs projects.EDIT. Answers the cost view.',
    handle: (ctx, { params, body }) => saveFixedValues(ctx, params.number, body),
  }),
];
