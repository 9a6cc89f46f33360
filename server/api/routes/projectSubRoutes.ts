import {
  CrewBooking, CrewItem, CrewProfile, ProjectCrewItem, ProjectCrewSummary, ProjectInvoice, type CrewItemsRequest, type ProjectCrewRequest,
} from '../../../src/api/contract/projects';
import { Activity } from '../../../src/api/contract/reference';
import { FileOf, ListOf } from '../../../src/api/contract/shapes';
import { activityBody, insertActivity } from '../../store/activityStore';
import { insertCrewItemsOnProject } from '../../store/crewItemWriteStore';
import { crewProfileOf } from '../../store/crewProfileStore';
import { crewBookingOf, insertProjectCrew, listProjectCrews } from '../../store/projectCrewListStore';
import { exportDeliveryNotes, projectReport } from '../../store/projectDownloads';
import { projectInvoices } from '../../store/projectInvoiceStore';
import { listRatedProjectCrewItems } from '../../store/projectRatingStore';
import { readableProject } from '../../store/projectStore';
import { isoDate, nullable, object, optional, text, wholeNumber } from '../../kernel/fields';
import { route, type ApiRoute } from '../../kernel/route';
import { anId, clockTime, crewProfileParams, endNotBeforeStart, optionalText, projectNumberParams, readProjects } from './projectFields';
import { listUnder } from '../resourceRoutes';

const crewItemsBody = object({
  crewId: anId(), startDate: isoDate(), endDate: optional(nullable(isoDate()), null), startTime: clockTime(), endTime: clockTime(),
  function: text({ max: 100 }), amount: wholeNumber(1, 50), remarks: optionalText(2000),
}, { unknownKeys: 'reject', check: (body) => endNotBeforeStart(body.startDate, body.endDate) });

const crewBody = object({
  name: text({ max: 200 }), locationId: optional(nullable(anId()), null), catering: optionalText(500),
  internalInfo: optionalText(2000), externalInfo: optionalText(2000), crewInfo: optionalText(2000), crewChiefInfo: optionalText(2000),
  contactOnSiteName: optionalText(200), contactOnSitePhone: optionalText(50),
}, { unknownKeys: 'reject' });

const params = projectNumberParams;

/** The sub-resources of one project the caller may see (`/projects/:number/…`); a project not theirs is a 404. */
export const projectSubRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/projects/:number/crewBooking', access: readProjects, params, answer: CrewBooking,
    handle: async (ctx, { params }) => {
      const { id, project } = await readableProject(ctx, params.number);
      return crewBookingOf(ctx, id, project.number);
    },
  }),
  listUnder({ path: '/projects/:number/projectCrews', access: readProjects, params, item: ProjectCrewSummary,
    fetch: async (ctx, params, paging) => listProjectCrews(ctx, (await readableProject(ctx, params.number)).id, paging) }),
  route({
    method: 'POST', path: '/projects/:number/projectCrews', access: { loginTypes: ['planner'], rights: ['projects.READ'] },
    params, body: crewBody, status: 201, answer: ProjectCrewSummary,
    handle: async (ctx, { params, body }) =>
      insertProjectCrew(ctx, (await readableProject(ctx, params.number)).id, body as ProjectCrewRequest),
  }),
  listUnder({ path: '/projects/:number/invoices', access: readProjects, params, item: ProjectInvoice,
    fetch: async (ctx, params, paging) => projectInvoices(ctx, (await readableProject(ctx, params.number)).id, paging) }),
  listUnder({ path: '/projects/:number/projectCrewItems', access: readProjects, params, item: ProjectCrewItem,
    fetch: async (ctx, params, paging) => listRatedProjectCrewItems(ctx, (await readableProject(ctx, params.number)).id, paging) }),
  route({
    method: 'POST', path: '/projects/:number/projectCrewItems', access: { loginTypes: ['crew', 'planner'] },
    params, body: crewItemsBody, status: 201, answer: ListOf(CrewItem),
    handle: async (ctx, { params, body }) => {
      const items = await insertCrewItemsOnProject(ctx, params.number, body as CrewItemsRequest);
      return { items, total: items.length, page: 1, limit: items.length };
    },
  }),
  route({
    method: 'GET', path: '/projects/:number/crewProfile/:personId', params: crewProfileParams, answer: CrewProfile,
    access: { ...readProjects, rights: ['projects.READ', 'crewProfile.READ'] },
    handle: async (ctx, { params }) => crewProfileOf(ctx, (await readableProject(ctx, params.number)).id, params.personId),
  }),
  route({
    method: 'GET', path: '/projects/:number/report', access: readProjects, params, answer: FileOf('application/pdf'),
    handle: async (ctx, { params }) => {
      const { id, project } = await readableProject(ctx, params.number);
      return projectReport(ctx, id, project);
    },
  }),
  route<{ number: string }, undefined, { crewId: number | null }>({
    method: 'POST', path: '/projects/:number/exportDeliveryNotes', access: readProjects, params, answer: FileOf('application/pdf'),
    body: optional(object({ crewId: optional(nullable(anId()), null) }, { unknownKeys: 'reject' }), { crewId: null }),
    handle: async (ctx, { params, body }) => {
      const { id, project } = await readableProject(ctx, params.number);
      return exportDeliveryNotes(ctx, id, project, body.crewId);
    },
  }),
  route({
    method: 'POST', path: '/projects/:number/activities', access: readProjects,
    params, body: activityBody, status: 201, answer: Activity,
    handle: async (ctx, { params, body }) => insertActivity(ctx.db, {
      tenantId: ctx.tenant.id, subjectType: 'project', subjectId: (await readableProject(ctx, params.number)).id,
      payload: body, createdBy: ctx.principal.userId, today: ctx.today,
    }),
  }),
];
