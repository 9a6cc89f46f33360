import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import {
  CrewItem, CrewItemStatus, crewItemStatusRequest, crewItemStatusUpdate, crewItemUpdate, type CrewItemUpdate, vacancyFilter, vacancySearch,
} from '../../../src/ground/contract/projects';
import { Activity } from '../../../src/ground/contract/reference';
import { BestPerson, findBestMethodCodes } from '../../../src/ground/contract/bestPersons';
import { ListOf } from '../../../src/ground/contract/shapes';
import { activityRequest } from '../../../src/ground/contract/reference';
import { writeActivity } from '../../store/messages/writeActivity';
import { findCrewItem, readableCrewItem } from '../../store/crewItemStore';
import { insertStatus, listStatuses, runStatusAction, updateStatusRemark, type StatusAction } from '../../store/crewItemStatusStore';
import { updateCrewItem } from '../../store/crewItemWriteStore';
import { requestPerson } from '../../store/crewItemRequestStore';
import { listBestPersons } from '../../store/planning/bestPersonStore';
import { applyVacancy, listVacancies, unapplyVacancy } from '../../store/vacancyStore';
import { oneOf, optional } from '../../../src/ground/contract/fields/fields';
import { filters, getOne, idParams, list, listUnder, subList } from '../resourceRoutes';
import { crew } from '../accessRules';
import { route, type ApiRoute } from '../../kernel/route';

/** Crew chiefs (checked per crew in the store) and planners. */
const crewOrPlanner: AccessRule = { loginTypes: ['crew', 'planner'] };
const seeItems: AccessRule = { tokenTypes: ['user', 'project'] };
/** Find best person: planners reading projects (they see every crew item of the tenant; clients and crew do not rank crew). */
const findBest: AccessRule = { loginTypes: ['planner'], rights: ['projects.READ'] };

/** `POST /projectCrewItems/{id}`: a change of times and fields, or (sent alone) a request of a person (find best person). */
function updateOrRequest(ctx: Parameters<typeof updateCrewItem>[0], id: number, body: CrewItemUpdate) {
  const { personId, ...update } = body;
  return personId === undefined ? updateCrewItem(ctx, id, update) : requestPerson(ctx, id, personId);
}

/** What each status action does (section 4's state machine, `nextStatus`); any other step is a 409 with the reason. */
const statusActionWords: Record<StatusAction, { summary: string; description: string }> = {
  activate: { summary: 'Confirm a position: activate a requested or spare crew item', description: 'Someone must be planned on it.' },
  notNeeded: { summary: 'Cancel a position that is not needed', description: 'Not for a position already cancelled or marked as a no show.' },
  reactivate: { summary: 'Ask again for a cancelled position: it becomes requested', description: 'Only a cancelled position.' },
  noShow: { summary: 'Mark a confirmed position as a no show', description: 'Only once the position has started.' },
};
const statusActionRule = ' The id is that of the crew item\'s latest status record (409 for an older one). A planner, or the chief '
  + 'of the item\'s crew (403 for other crew).';

const statusAction = (action: StatusAction): ApiRoute => route({
  method: 'POST', path: `/projectCrewItemStatus/:id/${action}`, access: crewOrPlanner, params: idParams, answer: CrewItemStatus,
  summary: statusActionWords[action].summary, description: statusActionWords[action].description + statusActionRule,
  handle: (ctx, { params }) => runStatusAction(ctx, params.id, action),
});

/** Crew items: one item, its update, vacancies and applying for them, the status history and the status actions. */
export const crewItemRoutes: readonly ApiRoute[] = [
  list({
    path: '/projectCrewItems/vacant', access: crewOrPlanner, item: CrewItem, filters: filters(vacancyFilter), fetch: listVacancies,
    summary: 'List open positions (vacancies), soonest first',
    description: 'Crew items with no one planned, not cancelled and not started, of projects not closed. `function` and `city` find '
      + 'text in them (any case); `from` and `to` bound the first day.',
  }),
  route({
    method: 'POST', path: '/projectCrewItems/vacant', access: crewOrPlanner, answer: ListOf(CrewItem),
    summary: 'List open positions (vacancies), with the filters in the body',
    description: 'As `GET /projectCrewItems/vacant`, the filters and paging sent as a body; it changes nothing.',
    body: vacancySearch,
    handle: async (ctx, { body }) => ({ ...(await listVacancies(ctx, body)), page: body.page, limit: body.limit }),
  }),
  getOne({
    path: '/projectCrewItems/:id', access: seeItems, answer: CrewItem, notFound: 'Crew item not found', fetch: findCrewItem,
    summary: 'Get one crew item (a position on a crew)',
  }),
  route({
    method: 'POST', path: '/projectCrewItems/:id', access: crewOrPlanner, params: idParams, body: crewItemUpdate, answer: CrewItem,
    summary: "Change a crew item's days, times or function, or request a person for it",
    description: 'A planner or the chief of its crew (403 for others who see it). A confirmed item whose days or times move becomes '
      + '`changed` and waits for the crew member to confirm again; the end may not come before the start (the item\'s own when not '
      + 'sent; 400). `personId` sent alone requests that crew member for an open '
      + 'item (planners): it becomes theirs, requested, and a push message tells them; 409 when the item is taken or cancelled, '
      + 'or the person is not free on its days.',
    handle: (ctx, { params, body }) => updateOrRequest(ctx, params.id, body),
  }),
  subList({
    path: '/projectCrewItems/:id/bestPersons', access: findBest, item: BestPerson,
    filters: filters({ method: optional(oneOf(findBestMethodCodes), null) }), fetch: listBestPersons,
    summary: "Rank the tenant's crew members for an open crew item (find best person)",
    description: 'By `method` (default `rating`; see `GET /findBestMethods`), each with the facts of its place. 409 for an item that '
      + 'has a person or is cancelled.',
  }),
  listUnder({ path: '/projectCrewItems/:id/status', access: seeItems, params: idParams, item: CrewItemStatus,
    summary: "List a crew item's status history, newest first",
    fetch: (ctx, params, paging) => listStatuses(ctx, params.id, paging) }),
  route({
    method: 'GET', path: '/projectCrewItems/:id/applyVacancy', access: crew, params: idParams, answer: CrewItem,
    summary: 'Apply for a vacancy: the caller becomes its applicant, requested',
    description: 'Crew members only (planners look at vacancies; they request people). A GET that changes the position (the app\'s '
      + 'path). 409 when already applied, taken, cancelled or started.',
    handle: (ctx, { params }) => applyVacancy(ctx, params.id),
  }),
  route({
    method: 'GET', path: '/projectCrewItems/:id/unapplyVacancy', access: crew, params: idParams, answer: CrewItem,
    summary: "Withdraw the caller's application for a vacancy: it is open again",
    description: 'A GET that changes the position (the app\'s path). 409 when the caller has not applied, or the application was handled.',
    handle: (ctx, { params }) => unapplyVacancy(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/projectCrewItems/:id/activities', access: { tokenTypes: ['user'] }, params: idParams,
    body: activityRequest, status: 201, answer: Activity, summary: 'Write an activity about a crew item',
    description: '404 for a crew item the caller does not see. A to-do is due tomorrow with priority 1 unless the parameters say otherwise.',
    handle: async (ctx, { params, body }) => writeActivity(ctx, { type: 'crewItem', id: (await readableCrewItem(ctx, params.id)).id }, body),
  }),
  route({
    method: 'POST', path: '/projectCrewItemStatus', access: crewOrPlanner, status: 201, answer: CrewItemStatus,
    summary: "Set a crew item's status directly, with a status record",
    description: 'Planners only (crew chiefs use the status actions). A no show stays confirmed, and a position with no one planned '
      + 'can only be requested or cancelled (409).',
    body: crewItemStatusRequest,
    handle: (ctx, { body }) => insertStatus(ctx, body),
  }),
  route({
    method: 'POST', path: '/projectCrewItemStatus/:id', access: crewOrPlanner, params: idParams, answer: CrewItemStatus,
    summary: "Correct a status record's remark", description: 'For a crew item the caller may change: a planner, or the chief of its crew.',
    body: crewItemStatusUpdate,
    handle: (ctx, { params, body }) => updateStatusRemark(ctx, params.id, body.remark),
  }),
  statusAction('activate'),
  statusAction('notNeeded'),
  statusAction('reactivate'),
  statusAction('noShow'),
];
