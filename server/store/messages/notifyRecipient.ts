import type { Activity } from '../../../src/ground/contract/reference';
import type { Queryable } from '../../kernel/database';
import type { SessionContext } from '../../kernel/route';
import { notifyPerson } from '../notifyPerson';

/**
 * Tells the person an activity is addressed to that it arrived (a push message to their subscribed browsers, opening
 * it in the app), inside the write's transaction `tx`. Nothing for an activity addressed to nobody (the shared queue)
 * or to its own writer.
 */
export async function notifyRecipient(tx: Queryable, ctx: SessionContext, activity: Activity): Promise<void> {
  if (activity.recipient === null) return;
  await notifyPerson(tx, ctx, { personId: activity.recipient.id, kind: 'message', subjectId: activity.id });
}
