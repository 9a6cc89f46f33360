import type { AccessRule } from '../../../src/spec/types';
import {
  CrewItem, CrewItemStatus, type CrewItemStatusRequest, type CrewItemUpdate, type VacancyFilter,
} from '../../../src/api/contract/projects';
import { Activity } from '../../../src/api/contract/reference';
import { BestPerson, findBestMethodCodes } from '../../../src/api/contract/bestPersons';
import { ListOf } from '../../../src/api/contract/shapes';
import { activityBody, insertActivity } from '../../store/activityStore';
import { findCrewItem, readableCrewItem } from '../../store/crewItemStore';
import { insertStatus, listStatuses, runStatusAction, updateStatusRemark, type StatusAction } from '../../store/crewItemStatusStore';
import { updateCrewItem } from '../../store/crewItemWriteStore';
import { requestPerson } from '../../store/crewItemRequestStore';
import { listBestPersons } from '../../store/planning/bestPersonStore';
import { applyVacancy, listVacancies, unapplyVacancy } from '../../store/vacancyStore';
import { isoDate, nullable, object, oneOf, optional, text } from '../../kernel/fields';
import { pagingShape, type Paging } from '../../kernel/paging';
import { badRequest } from '../../kernel/HttpError';
import { filters, getOne, idParams, list, listUnder, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { anId, clockTime, optionalText } from './projectFields';

/** Crew chiefs (checked per crew in the store) and planners. */
const crewOrPlanner: AccessRule = { loginTypes: ['crew', 'planner'] };
const seeItems: AccessRule = { tokenTypes: ['user', 'project'] };
/** Find best person: planners reading projects (they see every crew item of the tenant; clients and crew do not rank crew). */
const findBest: AccessRule = { loginTypes: ['planner'], rights: ['projects.READ'] };
const statuses = ['requested', 'confirmed', 'spare', 'cancelled', 'doubleBooked', 'changed'] as const;

const updateBody = object({
  startDate: optional(isoDate(), undefined), endDate: optional(isoDate(), undefined),
  startTime: optional(clockTime(), undefined), endTime: optional(clockTime(), undefined),
  function: optional(text({ max: 100 }), undefined), remarks: optional(nullable(text({ max: 2000 })), undefined),
  personId: optional(anId(), undefined),
}, { unknownKeys: 'reject' });

/** `POST /projectCrewItems/{id}`: a change of times and fields, or (sent alone) a request of a person (find best person). */
function updateOrRequest(ctx: Parameters<typeof updateCrewItem>[0], id: number, body: CrewItemUpdate) {
  const { personId, ...update } = body;
  if (personId === undefined) return updateCrewItem(ctx, id, update);
  if (Object.values(update).some((value) => value !== undefined)) {
    throw badRequest('Send personId alone: a person is requested apart from other changes', [{ path: 'personId', message: 'is sent with other fields' }]);
  }
  return requestPerson(ctx, id, personId);
}

const vacancyFilter = {
  from: optional(isoDate(), undefined), to: optional(isoDate(), undefined),
  function: optional(text({ max: 100 }), undefined), city: optional(text({ max: 100 }), undefined),
};

const statusAction = (action: StatusAction): ApiRoute => route({
  method: 'POST', path: `/projectCrewItemStatus/:id/${action}`, access: crewOrPlanner, params: idParams, answer: CrewItemStatus,
  handle: (ctx, { params }) => runStatusAction(ctx, params.id, action),
});

/** Crew items: one item, its update, vacancies and applying for them, the status history and the status actions. */
export const crewItemRoutes: readonly ApiRoute[] = [
  list({ path: '/projectCrewItems/vacant', access: crewOrPlanner, item: CrewItem, filters: filters(vacancyFilter), fetch: listVacancies }),
  route<undefined, undefined, VacancyFilter & Paging>({
    method: 'POST', path: '/projectCrewItems/vacant', access: crewOrPlanner, answer: ListOf(CrewItem),
    body: optional(object({ ...vacancyFilter, ...pagingShape }, { unknownKeys: 'reject' }), { limit: 1000, page: 1 }),
    handle: async (ctx, { body }) => ({ ...(await listVacancies(ctx, body)), page: body.page, limit: body.limit }),
  }),
  getOne({ path: '/projectCrewItems/:id', access: seeItems, answer: CrewItem, notFound: 'Crew item not found', fetch: findCrewItem }),
  route({
    method: 'POST', path: '/projectCrewItems/:id', access: crewOrPlanner, params: idParams, body: updateBody, answer: CrewItem,
    handle: (ctx, { params, body }) => updateOrRequest(ctx, params.id, body as CrewItemUpdate),
  }),
  subList({
    path: '/projectCrewItems/:id/bestPersons', access: findBest, item: BestPerson,
    filters: filters({ method: optional(oneOf(findBestMethodCodes), null) }), fetch: listBestPersons,
  }),
  listUnder({ path: '/projectCrewItems/:id/status', access: seeItems, params: idParams, item: CrewItemStatus,
    fetch: (ctx, params, paging) => listStatuses(ctx, params.id, paging) }),
  route({
    method: 'GET', path: '/projectCrewItems/:id/applyVacancy', access: crewOrPlanner, params: idParams, answer: CrewItem,
    handle: (ctx, { params }) => applyVacancy(ctx, params.id),
  }),
  route({
    method: 'GET', path: '/projectCrewItems/:id/unapplyVacancy', access: crewOrPlanner, params: idParams, answer: CrewItem,
    handle: (ctx, { params }) => unapplyVacancy(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/projectCrewItems/:id/activities', access: { tokenTypes: ['user'] }, params: idParams,
    body: activityBody, status: 201, answer: Activity,
    handle: async (ctx, { params, body }) => insertActivity(ctx.db, {
      tenantId: ctx.tenant.id, subjectType: 'crewItem', subjectId: (await readableCrewItem(ctx, params.id)).id,
      payload: body, createdBy: ctx.principal.userId, today: ctx.today,
    }),
  }),
  route<undefined, undefined, CrewItemStatusRequest>({
    method: 'POST', path: '/projectCrewItemStatus', access: crewOrPlanner, status: 201, answer: CrewItemStatus,
    body: object({ crewItemId: anId(), status: oneOf(statuses), remark: optionalText(500) }, { unknownKeys: 'reject' }),
    handle: (ctx, { body }) => insertStatus(ctx, body),
  }),
  route<{ id: number }, undefined, { remark: string | null }>({
    method: 'POST', path: '/projectCrewItemStatus/:id', access: crewOrPlanner, params: idParams, answer: CrewItemStatus,
    body: object({ remark: nullable(text({ max: 500 })) }, { unknownKeys: 'reject' }),
    handle: (ctx, { params, body }) => updateStatusRemark(ctx, params.id, body.remark),
  }),
  statusAction('activate'),
  statusAction('notNeeded'),
  statusAction('reactivate'),
  statusAction('noShow'),
];
