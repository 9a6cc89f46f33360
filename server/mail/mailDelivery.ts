import type { Db } from '../kernel/database';
import { composeMail, UnsendableMail, type OutboxMail } from './mailComposition';
import type { MailTransport } from './mailTransport';

/** What one delivery did: mails the SMTP server took, mails to try again later, mails given up. */
export interface MailCount { sent: number; retried: number; givenUp: number }

/** How many mails one round claims, and how long a claim holds a mail from the other processes. */
const batchSize = 20;
const claimMs = 2 * 60_000;
/** A mail the SMTP server keeps refusing is given up a day after it was written, with the last reason kept. */
export const giveUpAfterMs = 24 * 3600_000;

/** The wait before trying a mail again after its `attempts`-th failed try: 30 s, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000);

/** An SMTP answer in the 500s says the mail will never be taken (no such mailbox, refused): no use trying again. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends the mails due in the outbox, round after round until none is due. Each round claims a batch for two minutes
 * (`FOR UPDATE SKIP LOCKED`, counting the try): of several server processes each mail goes to one, and a process that
 * dies mid-round leaves its mails to be tried again once the claim runs out. A mail the SMTP server took is marked
 * sent and its secret (a reset link's token) emptied; one it refused for a while (4xx, no connection) is tried again
 * after `retryDelayMs`; one it refused for good (5xx), or still refused a day after it was written, is given up with
 * the reason kept. Without a transport (no `SMTP_URL`) nothing is sent: the mails stay for the development mail page.
 */
export async function deliverMails(db: Db, transport: MailTransport | null, now: () => Date): Promise<MailCount> {
  const count: MailCount = { sent: 0, retried: 0, givenUp: 0 };
  if (!transport) return count;
  for (;;) {
    const at = now();
    const claimed = await db.query<OutboxMail>(
      `UPDATE mail_outbox SET claimed_until = $2, attempts = attempts + 1
       WHERE id IN (SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
         ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, tenant_id, user_id, kind, subject_id, secret, app_address, created_at, attempts`,
      [at.toISOString(), new Date(at.getTime() + claimMs).toISOString(), batchSize]);
    const mails = claimed.rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const mail of mails) await deliverMail(db, transport, mail, now(), count);
    if (mails.length < batchSize) return count;
  }
}

async function deliverMail(db: Db, transport: MailTransport, mail: OutboxMail, now: Date, count: MailCount): Promise<void> {
  try {
    await transport.send(await composeMail(db, mail));
    await db.query('UPDATE mail_outbox SET sent_at = $2, secret = NULL, claimed_until = NULL, last_error = NULL WHERE id = $1',
      [mail.id, now.toISOString()]);
    count.sent += 1;
  } catch (error) {
    const tooOld = now.getTime() - new Date(mail.created_at).getTime() >= giveUpAfterMs;
    if (error instanceof UnsendableMail || isPermanent(error) || tooOld) {
      await db.query('UPDATE mail_outbox SET given_up_at = $2, secret = NULL, claimed_until = NULL, last_error = $3 WHERE id = $1',
        [mail.id, now.toISOString(), reasonOf(error)]);
      count.givenUp += 1;
      return;
    }
    await db.query('UPDATE mail_outbox SET next_attempt_at = $2, claimed_until = NULL, last_error = $3 WHERE id = $1',
      [mail.id, new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString(), reasonOf(error)]);
    count.retried += 1;
  }
}
