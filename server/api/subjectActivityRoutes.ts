import { Activity, type ActivitySubjectType } from '../../src/ground/contract/reference';
import type { AccessRule } from '../../src/ground/screenLanguage/types';
import { listSubjectActivities } from '../store/activityStore';
import { activityRequest } from '../../src/ground/contract/reference';
import { writeActivity } from '../store/messages/writeActivity';
import { notFound } from '../kernel/HttpError';
import { idParams, subList } from './resourceRoutes';
import { route, type ApiRoute, type SessionContext } from '../kernel/route';
import { pathNouns, withArticle } from './pathNouns';

/** How to reach the activities of one kind of record, e.g. `/payrollItems/:id/activities`. */
interface SubjectActivities {
  /** The record's path with `:id`, e.g. `/payrollItems/:id`. */
  path: string;
  subjectType: ActivitySubjectType;
  access: AccessRule;
  notFound: string;
  /** Truthy when the caller may see the record. */
  find(ctx: SessionContext, id: number): Promise<unknown>;
}

/** GET `<path>/activities`: the record's activities, newest first; 404 when the caller may not see the record. */
export const listActivitiesOf = (spec: SubjectActivities): ApiRoute => subList({
  path: `${spec.path}/activities`, access: spec.access, item: Activity, notFound: spec.notFound,
  summary: `List ${withArticle(pathNouns(spec.path).record)}'s activities, newest first`,
  description: 'The log entries and to-dos written about the record. 404 when the caller may not see the record.',
  fetch: async (ctx, id, paging) => (await spec.find(ctx, id))
    ? listSubjectActivities(ctx.db, ctx.tenant.id, spec.subjectType, id, paging) : null,
});

/** POST `<path>/activities`: writes an activity (the contract's activityRequest) about a record the caller may see; 201 with it. */
export const addActivityTo = (spec: SubjectActivities): ApiRoute => route({
  method: 'POST', path: `${spec.path}/activities`, access: spec.access, params: idParams, body: activityRequest, status: 201, answer: Activity,
  summary: `Write an activity about ${withArticle(pathNouns(spec.path).record)}`,
  description: 'A log entry (`LOG`) or a to-do, by the caller; a to-do is due tomorrow with priority 1 unless the parameters say '
    + 'otherwise. 400 when `personParty` or `parameters.recipient` is not a person of the tenant; 404 when the caller may not see the record.',
  handle: async (ctx, { params, body }) => {
    if (!(await spec.find(ctx, params.id))) throw notFound(spec.notFound);
    return writeActivity(ctx, { type: spec.subjectType, id: params.id }, body);
  },
});
