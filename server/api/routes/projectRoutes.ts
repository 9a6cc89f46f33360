import { Project, ProjectSummary, type ProjectRequest } from '../../../src/api/contract/projects';
import { insertProject, listProjects, projectSortColumns, projectsOf, readableProject } from '../../store/projectStore';
import { sortFields } from '../../kernel/listSort';
import { isoDate, nullable, object, oneOf, optional, text } from '../../kernel/fields';
import { create, filters, idParams, list, listUnder } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { crewItemRoutes } from './crewItemRoutes';
import { crewMemberRoutes } from './crewMemberRoutes';
import { anId, endNotBeforeStart, optionalText, projectNumberParams, queryBoolean, readProjects } from './projectFields';
import { projectCostRoutes } from './projectCostRoutes';
import { projectSubRoutes } from './projectSubRoutes';
import { venueRoutes } from './venueRoutes';

const projectBody = object({
  company: text({ max: 200 }), companyId: optional(nullable(anId()), null), clientMark: text({ max: 100 }),
  name: text({ max: 200 }), beginDate: isoDate(), endDate: isoDate(), reference: optionalText(100),
  rateCard: optionalText(100), comment: optionalText(2000),
}, { unknownKeys: 'reject', check: (body) => endNotBeforeStart(body.beginDate, body.endDate, ['beginDate', 'endDate']) });

/** Projects (section 7): lists, the project page, creating a project; then the sub-resources, crew items, crew members, venues. */
export const projectRoutes: readonly ApiRoute[] = [
  list({
    path: '/projects', access: readProjects, item: ProjectSummary, fetch: listProjects,
    filters: filters({
      tab: optional(oneOf(['all', 'my'] as const), 'all'), closed: optional(queryBoolean(), null),
      period: optional(oneOf(['past', 'requested', 'ongoing'] as const), null),
      ...sortFields(projectSortColumns),
    }),
  }),
  create({
    path: '/projects', access: { loginTypes: ['client', 'planner'], rights: ['projects.READ'] }, body: projectBody, answer: Project,
    insert: (ctx, body) => insertProject(ctx, body as ProjectRequest),
  }),
  route({
    method: 'GET', path: '/projects/:number', access: readProjects, params: projectNumberParams, answer: Project,
    handle: async (ctx, { params }) => (await readableProject(ctx, params.number)).project,
  }),
  listUnder({ path: '/companies/:id/projects', access: readProjects, params: idParams, item: ProjectSummary,
    fetch: (ctx, params, paging) => projectsOf(ctx, 'company_id', params.id, paging) }),
  listUnder({ path: '/contacts/:id/projects', access: readProjects, params: idParams, item: ProjectSummary,
    fetch: (ctx, params, paging) => projectsOf(ctx, 'contact_id', params.id, paging) }),
  ...projectSubRoutes,
  ...projectCostRoutes,
  ...crewItemRoutes,
  ...crewMemberRoutes,
  ...venueRoutes,
];
