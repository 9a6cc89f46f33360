import type { Queryable } from '../kernel/database';
import type { PublicContext, SessionContext } from '../kernel/route';
import { tenantAddress } from '../store/tenantAddress';

/** What a mail tells about: a reset link, or a notification (a job offered, a document to sign). */
export type MailKind = 'passwordReset' | 'jobOffered' | 'documentToSign';

/** The notifications also sent by mail (besides Web Push): the ones a person must act on. */
export const mailedNotifications: ReadonlySet<string> = new Set<MailKind>(['jobOffered', 'documentToSign']);

/** A mail to write: to whom (a full login), what about, and a reset link's token. */
export interface MailToWrite { userId: number | null; kind: MailKind; subjectId?: number; secret?: string }

/**
 * Writes a mail to the outbox inside the write's own transaction `tx` (so it exists only if the write commits), for
 * the tenant's own address (`tenantAddress`: links lead there, never to an unknown Host). It goes out once the
 * request has answered (`RequestMail.queued`). A `userId` of null writes nothing with the same statement, so a request
 * for an unknown login does the same work as one for a known login.
 */
export async function queueMail(tx: Queryable, ctx: PublicContext, mail: MailToWrite): Promise<void> {
  const address = await tenantAddress(ctx, tx);
  const written = await tx.query(
    `INSERT INTO mail_outbox (tenant_id, user_id, kind, subject_id, secret, app_address, created_at, next_attempt_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $7 WHERE $2::int IS NOT NULL`,
    [ctx.tenant.id, mail.userId, mail.kind, mail.subjectId ?? null, mail.secret ?? null, address, ctx.now.toISOString()]);
  if ((written.affectedRows ?? 0) > 0) ctx.mail.queued();
}

/**
 * Writes a notification mail to each full login (an e-mail address) of `personId` that has not stopped such mails,
 * unless the person made the change themselves.
 */
export async function queueNotificationMail(
  tx: Queryable, ctx: SessionContext, message: { personId: number; kind: string; subjectId: number },
): Promise<void> {
  if (message.personId === ctx.principal.personId || !mailedNotifications.has(message.kind)) return;
  const address = await tenantAddress(ctx, tx);
  const written = await tx.query(
    `INSERT INTO mail_outbox (tenant_id, user_id, kind, subject_id, app_address, created_at, next_attempt_at)
     SELECT $1, u.id, $3, $4, $5, $6, $6 FROM users u
     WHERE u.tenant_id = $1 AND u.person_id = $2 AND u.token_type = 'user' AND u.login LIKE '%@%'
       AND NOT EXISTS (SELECT 1 FROM email_subscriptions s
         WHERE s.tenant_id = $1 AND lower(s.address) = u.login AND s.unsubscribed_at IS NOT NULL)`,
    [ctx.tenant.id, message.personId, message.kind, message.subjectId, address, ctx.now.toISOString()]);
  if ((written.affectedRows ?? 0) > 0) ctx.mail.queued();
}
