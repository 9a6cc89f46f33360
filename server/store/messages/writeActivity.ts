import type { Activity, ActivityRequest, ActivitySubjectType } from '../../../src/ground/contract/reference';
import type { SessionContext } from '../../kernel/route';
import { insertActivity } from '../activityStore';
import { notifyRecipient } from './notifyRecipient';

/**
 * Writes the caller's activity about a record they have been allowed to see, and tells whom it is addressed to (push):
 * what every `POST …/activities` does. Answers the activity.
 */
export function writeActivity(
  ctx: SessionContext, subject: { type: ActivitySubjectType; id: number }, payload: ActivityRequest,
): Promise<Activity> {
  return ctx.db.transaction(async (tx) => {
    const activity = await insertActivity(tx, {
      tenantId: ctx.tenant.id, subjectType: subject.type, subjectId: subject.id, payload, createdBy: ctx.principal.userId, today: ctx.today,
    });
    await notifyRecipient(tx, ctx, activity);
    return activity;
  });
}
