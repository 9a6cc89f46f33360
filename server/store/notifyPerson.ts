import type { Queryable } from '../kernel/database';
import type { SessionContext } from '../kernel/route';
import { queueNotificationMail } from '../mail/mailOutbox';
import type { NotificationKind } from './notificationSubjects';
import { queuePush } from './push/pushOutbox';

/**
 * Tells a person about a change inside its transaction `tx`: a push message to their subscribed browsers, and a mail
 * for what they must act on (`mailedNotifications`: a job offered, a document to sign). Both go out once the request
 * has answered; neither to the person who made the change.
 */
export async function notifyPerson(tx: Queryable, ctx: SessionContext, message: { personId: number; kind: NotificationKind; subjectId: number }): Promise<void> {
  await queuePush(tx, ctx, message);
  await queueNotificationMail(tx, ctx, message);
}
