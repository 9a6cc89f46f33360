import {
  CrewBooking, CrewItem, CrewProfile, ProjectCrewItem, ProjectCrewSummary, ProjectInvoice,
  crewItemsRequest, projectCrewRequest,
} from '../../../src/ground/contract/projects';
import { Activity } from '../../../src/ground/contract/reference';
import { FileOf, ListOf } from '../../../src/ground/contract/shapes';
import { activityRequest } from '../../../src/ground/contract/reference';
import { writeActivity } from '../../store/messages/writeActivity';
import { insertCrewItemsOnProject } from '../../store/crewItemWriteStore';
import { crewProfileOf } from '../../store/crewProfileStore';
import { crewBookingOf, insertProjectCrew, listProjectCrews } from '../../store/projectCrewListStore';
import { exportDeliveryNotes, projectReport } from '../../store/projectDownloads';
import { projectInvoices } from '../../store/projectInvoiceStore';
import { listRatedProjectCrewItems } from '../../store/projectRatingStore';
import { readableProject } from '../../store/projectStore';
import { nullable, object, optional } from '../../../src/ground/contract/fields/fields';
import { route, type ApiRoute } from '../../kernel/route';
import { crewProfileParams, projectNumberParams, readProjects } from './projectFields';
import { anId } from '../../../src/ground/contract/fields/valueFields';
import { listUnder } from '../resourceRoutes';

const params = projectNumberParams;

/** The sub-resources of one project the caller may see (`/projects/:number/…`); a project not theirs is a 404. */
export const projectSubRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/projects/:number/crewBooking', access: readProjects, params, answer: CrewBooking,
    summary: "Get how a project's positions are filled, by crew and function",
    handle: async (ctx, { params }) => {
      const { id, project } = await readableProject(ctx, params.number);
      return crewBookingOf(ctx, id, project.number);
    },
  }),
  listUnder({ path: '/projects/:number/projectCrews', access: readProjects, params, item: ProjectCrewSummary,
    summary: "List a project's crews, by start",
    fetch: async (ctx, params, paging) => listProjectCrews(ctx, (await readableProject(ctx, params.number)).id, paging) }),
  route({
    method: 'POST', path: '/projects/:number/projectCrews', access: { loginTypes: ['planner'], rights: ['projects.READ'] },
    params, body: projectCrewRequest, status: 201, answer: ProjectCrewSummary,
    summary: 'Add a crew to a project',
    description: 'Planners only. The crew chief (`crewChiefId`) may then open the crew and add its positions. 404 for a venue '
      + '(`locationId`) or a crew chief that is not the tenant\'s.',
    handle: async (ctx, { params, body }) =>
      insertProjectCrew(ctx, (await readableProject(ctx, params.number)).id, body),
  }),
  listUnder({ path: '/projects/:number/invoices', access: readProjects, params, item: ProjectInvoice,
    summary: "List a project's invoices, with their totals including VAT",
    fetch: async (ctx, params, paging) => projectInvoices(ctx, (await readableProject(ctx, params.number)).id, paging) }),
  listUnder({ path: '/projects/:number/projectCrewItems', access: readProjects, params, item: ProjectCrewItem,
    summary: "List a project's crew items, with the caller's rating of each",
    description: 'By date, time and crew. `canRate` says whether the caller may rate the person on it: someone else, the item '
      + 'ended, and the caller plans, leads its crew, or is a client reading crew profiles.',
    fetch: async (ctx, params, paging) => listRatedProjectCrewItems(ctx, (await readableProject(ctx, params.number)).id, paging) }),
  route({
    method: 'POST', path: '/projects/:number/projectCrewItems', access: { loginTypes: ['crew', 'planner'] },
    params, body: crewItemsRequest, status: 201, answer: ListOf(CrewItem),
    summary: 'Add positions to a crew of a project: `amount` identical crew items',
    description: 'Each requested, with a first status record, in one transaction. A planner or the crew\'s chief; 404 when the '
      + 'project or the crew is not visible to the caller, 403 when it is but the caller may not add to that crew.',
    handle: async (ctx, { params, body }) => {
      const items = await insertCrewItemsOnProject(ctx, params.number, body);
      return { items, total: items.length, page: 1, limit: items.length };
    },
  }),
  route({
    method: 'GET', path: '/projects/:number/crewProfile/:personId', params: crewProfileParams, answer: CrewProfile,
    access: { ...readProjects, rights: ['projects.READ', 'crewProfile.READ'] },
    summary: "Get a crew member's profile as seen from a project",
    description: '404 when the person has no crew item on the project, or the caller does not see the project.',
    handle: async (ctx, { params }) => crewProfileOf(ctx, (await readableProject(ctx, params.number)).id, params.personId),
  }),
  route({
    method: 'GET', path: '/projects/:number/report', access: readProjects, params, answer: FileOf('application/pdf'),
    summary: "Download a project's details and how its positions are filled, as a PDF",
    handle: async (ctx, { params }) => {
      const { id, project } = await readableProject(ctx, params.number);
      return projectReport(ctx, id, project);
    },
  }),
  route<{ number: string }, undefined, { crewId: number | null }>({
    method: 'POST', path: '/projects/:number/exportDeliveryNotes', access: readProjects, params, answer: FileOf('application/pdf'),
    body: optional(object({ crewId: optional(nullable(anId()), null) }, { unknownKeys: 'reject' }), { crewId: null }),
    summary: "Export a project's delivery notes as a PDF, one section per crew",
    description: 'The positions filled and not cancelled, of every crew or only of `crewId` (404 when that crew is not the project\'s).',
    handle: async (ctx, { params, body }) => {
      const { id, project } = await readableProject(ctx, params.number);
      return exportDeliveryNotes(ctx, id, project, body.crewId);
    },
  }),
  route({
    method: 'POST', path: '/projects/:number/activities', access: readProjects, summary: 'Write an activity about a project',
    description: '404 for a project the caller does not see. A to-do is due tomorrow with priority 1 unless the parameters say otherwise.',
    params, body: activityRequest, status: 201, answer: Activity,
    handle: async (ctx, { params, body }) => writeActivity(ctx, { type: 'project', id: (await readableProject(ctx, params.number)).id }, body),
  }),
];
