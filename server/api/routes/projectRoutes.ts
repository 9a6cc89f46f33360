import { Project, ProjectSummary, projectRequest } from '../../../src/ground/contract/projects';
import { insertProject, listProjects, projectSortColumns, projectsOf, readableProject } from '../../store/projectStore';
import { sortFields } from '../../kernel/listSort';
import { oneOf, optional } from '../../../src/ground/contract/fields/fields';
import { create, filters, idParams, list, listUnder } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { crewItemRoutes } from './crewItemRoutes';
import { crewMemberRoutes } from './crewMemberRoutes';
import { projectNumberParams, queryBoolean, readProjects } from './projectFields';
import { projectCostRoutes } from './projectCostRoutes';
import { projectLogoRoutes } from './projectLogoRoutes';
import { projectSubRoutes } from './projectSubRoutes';
import { venueRoutes } from './venueRoutes';

/** Projects (section 7): lists, the project page, creating a project; then the sub-resources, crew items, crew members, venues. */
export const projectRoutes: readonly ApiRoute[] = [
  list({
    path: '/projects', access: readProjects, item: ProjectSummary, fetch: listProjects,
    summary: 'List the projects the caller may see, newest first unless sorted',
    description: 'A planner sees every project of the tenant, a project login its own, anyone else those where they are the client '
      + 'contact, project manager or crew chief, or a contact of the project\'s company. Projects beginning before 2018 are left out. '
      + '`tab=my` keeps the caller\'s own; `period`: `past` (ended), `requested` (by a client, not yet taken on), `ongoing`.',
    filters: filters({
      tab: optional(oneOf(['all', 'my'] as const), 'all'), closed: optional(queryBoolean(), null),
      period: optional(oneOf(['past', 'requested', 'ongoing'] as const), null),
      ...sortFields(projectSortColumns),
    }),
  }),
  create({
    path: '/projects', access: { loginTypes: ['client', 'planner'], rights: ['projects.READ'] }, body: projectRequest, answer: Project,
    summary: 'Create a project with the next free number',
    description: 'A planner becomes its project manager; a client its client contact, and the project stays requested until a '
      + 'planner takes it on.',
    insert: (ctx, body) => insertProject(ctx, body),
  }),
  route({
    method: 'GET', path: '/projects/:number', access: readProjects, params: projectNumberParams, answer: Project,
    summary: 'Get one project by its number', description: 'As `GET /projects` decides who sees it; 404 for any other.',
    handle: async (ctx, { params }) => (await readableProject(ctx, params.number)).project,
  }),
  listUnder({ path: '/companies/:id/projects', access: readProjects, params: idParams, item: ProjectSummary,
    summary: "List a company's projects the caller may see, newest first",
    fetch: (ctx, params, paging) => projectsOf(ctx, 'company_id', params.id, paging) }),
  listUnder({ path: '/contacts/:id/projects', access: readProjects, params: idParams, item: ProjectSummary,
    summary: "List a contact's projects the caller may see, newest first",
    fetch: (ctx, params, paging) => projectsOf(ctx, 'contact_id', params.id, paging) }),
  ...projectSubRoutes,
  ...projectLogoRoutes,
  ...projectCostRoutes,
  ...crewItemRoutes,
  ...crewMemberRoutes,
  ...venueRoutes,
];
