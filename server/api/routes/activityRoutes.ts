import { field, nullable, oneOf, optional, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';
import { MyActivity, activityReplyRequest } from '../../../src/ground/contract/reference';
import type { Paging } from '../../kernel/paging';
import { route, type ApiRoute } from '../../kernel/route';
import { markActivityDone, markActivityRead, replyToActivity } from '../../store/messages/answerActivity';
import { findMyActivity, inboxCallerOf, listMyActivities, type InboxFilters } from '../../store/messages/myActivities';
import { anySession, anyUser } from '../accessRules';
import { filters, getOne, idParams, list } from '../resourceRoutes';

/** An optional filter of the caller's activities, described for the reference. */
const described = <T>(read: Field<T>, description: string): Field<T | null> => {
  const filter = optional(nullable(read), null);
  return field({ ...filter.schema, description }, filter, true);
};

const inboxFilters = filters({
  type: described(oneOf(['LOG', 'TODO_INT', 'TODO_PAYROLL_ITEM'] as const), 'Only activities of this type.'),
  box: described(oneOf(['received', 'sent'] as const), '`received`: addressed to the caller (to their person, or for staff with '
    + 'persons.READ the shared queue); `sent`: the to-dos and messages the caller wrote (not their log notes).'),
  state: described(oneOf(['open', 'done'] as const), '`open`: not marked done yet; `done`: marked done.'),
  replyTo: described(wholeNumber(1, 2_147_483_647), 'Only the answers to this activity (their `parameters.replyTo`).'),
});


/** Who may mark an activity or answer it, besides the access rule: the store's check, said once for the reference. */
const addressedOnly = 'Only by whom it is addressed to: its recipient, or for a to-do addressed to nobody (the shared queue) office and '
  + 'planning staff with persons.READ; 403 for its sender, 404 for an activity the caller does not see.';

/**
 * The caller's activities as messages and requests: what they sent, what is addressed to them (and, for staff, the
 * shared queue), each marked read when opened, done when handled, and answered.
 */
export const activityRoutes: readonly ApiRoute[] = [
  list({
    path: '/activities', access: anySession, item: MyActivity, filters: inboxFilters,
    summary: "List the caller's activities and to-dos, newest first",
    description: 'Those the caller wrote and the to-dos and messages addressed to them; office and planning staff (persons.READ) also '
      + 'see the to-dos addressed to nobody, the shared queue. Notes about a person are never shown to that person. '
      + 'The filters combine.',
    fetch: (ctx, query: InboxFilters & Paging) => listMyActivities(ctx.db, inboxCallerOf(ctx), query),
  }),
  getOne({
    path: '/activities/:id', access: anyUser, answer: MyActivity, notFound: 'Activity not found',
    summary: 'Get one activity of the caller\'s, sent by them or addressed to them',
    description: 'Reading it changes nothing: the one it is addressed to marks it read with `POST /activities/{id}/read`. 404 for an '
      + 'activity the caller neither wrote nor received.',
    fetch: (ctx, id) => findMyActivity(ctx.db, inboxCallerOf(ctx), id),
  }),
  route({
    method: 'POST', path: '/activities/:id/read', access: anyUser, params: idParams, answer: MyActivity,
    summary: 'Mark an activity addressed to the caller read',
    description: `The app does so when it is opened; its sender then sees \`readAt\`. The first time counts. ${addressedOnly}`,
    handle: (ctx, { params }) => markActivityRead(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/activities/:id/done', access: anyUser, params: idParams, answer: MyActivity,
    summary: 'Mark an activity addressed to the caller done (handled)',
    description: `Also marks it read. One already done stays as it was (\`doneAt\`, \`doneBy\`). ${addressedOnly}`,
    handle: (ctx, { params }) => markActivityDone(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/activities/:id/replies', access: anyUser, params: idParams, body: activityReplyRequest, status: 201, answer: MyActivity,
    summary: 'Answer an activity addressed to the caller',
    description: 'Writes a to-do about the same record, addressed to its sender (`parameters.recipient`) and linked to it '
      + '(`parameters.replyTo`); the sender is told by push when subscribed. `caption` defaults to the activity\'s own. Marks the '
      + `activity read. 409 when its sender has no person (a project login). ${addressedOnly}`,
    handle: (ctx, { params, body }) => replyToActivity(ctx, params.id, body),
  }),
];
