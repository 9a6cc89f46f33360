import type { ActivityReplyRequest, MyActivity } from '../../../src/ground/contract/reference';
import type { Queryable } from '../../kernel/database';
import { conflict, forbidden, notFound } from '../../kernel/HttpError';
import type { SessionContext } from '../../kernel/route';
import { insertActivity } from '../activityStore';
import { findMyActivity, inboxCallerOf } from './myActivities';
import { notifyRecipient } from './notifyRecipient';

/**
 * What the one an activity is addressed to does with it: mark it read (opened), mark it done (handled), answer it.
 * Each answers the activity as it is then.
 */

/**
 * The caller's activity `id` that is addressed to them: 404 when they do not see it (as one that does not exist), 403
 * when they see it only as its sender.
 */
async function receivedActivity(db: Queryable, ctx: SessionContext, id: number, doing: string): Promise<MyActivity> {
  const activity = await findMyActivity(db, inboxCallerOf(ctx), id);
  if (!activity) throw notFound('Activity not found');
  if (!activity.received) throw forbidden(`Only whom it is addressed to ${doing}`);
  return activity;
}

const answerOf = async (db: Queryable, ctx: SessionContext, id: number): Promise<MyActivity> => (await findMyActivity(db, inboxCallerOf(ctx), id))!;

/** Marks an activity addressed to the caller read, the first time only (the sender sees when it was opened). */
export function markActivityRead(ctx: SessionContext, id: number): Promise<MyActivity> {
  return ctx.db.transaction(async (tx) => {
    await receivedActivity(tx, ctx, id, 'marks it read');
    await tx.query('UPDATE activities SET read_at = $2 WHERE id = $1 AND read_at IS NULL', [id, ctx.now.toISOString()]);
    return answerOf(tx, ctx, id);
  });
}

/** Marks an activity addressed to the caller done (and read); one already done keeps who did it and when. */
export function markActivityDone(ctx: SessionContext, id: number): Promise<MyActivity> {
  return ctx.db.transaction(async (tx) => {
    await receivedActivity(tx, ctx, id, 'marks it done');
    await tx.query(
      `UPDATE activities SET done_at = $2, done_by_user = $3, read_at = coalesce(read_at, $2) WHERE id = $1 AND done_at IS NULL`,
      [id, ctx.now.toISOString(), ctx.principal.userId]);
    return answerOf(tx, ctx, id);
  });
}

/**
 * Answers an activity addressed to the caller: a to-do about the same record, addressed back to its sender and
 * linked to it (`parameters.replyTo`), who is told (push). The activity counts as read. 409 when its sender has no
 * person to address (a project login).
 */
export function replyToActivity(ctx: SessionContext, id: number, reply: ActivityReplyRequest): Promise<MyActivity> {
  return ctx.db.transaction(async (tx) => {
    const original = await receivedActivity(tx, ctx, id, 'answers it');
    if (original.createdBy.personId === null) throw conflict('Its sender has no person to answer in the app (a project login)');
    const answer = await insertActivity(tx, {
      tenantId: ctx.tenant.id, subjectType: original.subject.type, subjectId: original.subject.id, createdBy: ctx.principal.userId,
      today: ctx.today,
      payload: {
        caption: reply.caption ?? original.caption, type: 'TODO_INT', body: reply.body, personParty: ctx.principal.personId,
        category: 'reply', parameters: { recipient: original.createdBy.personId, replyTo: original.id },
      },
    });
    await tx.query('UPDATE activities SET read_at = $2 WHERE id = $1 AND read_at IS NULL', [id, ctx.now.toISOString()]);
    await notifyRecipient(tx, ctx, answer);
    return answerOf(tx, ctx, answer.id);
  });
}
