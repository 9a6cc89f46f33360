import { createHash, randomBytes } from 'node:crypto';
import type { ForgottenPasswordAnswer } from '../../src/ground/contract/persons';
import { HttpError, notFound } from '../kernel/HttpError';
import type { PublicContext } from '../kernel/route';
import { hashPassword } from './password';
import { endSessionsOfUser } from './sessions';
import { queueMail } from '../mail/mailOutbox';

/** How long a reset link works. */
export const resetLinkLifetimeMs = 60 * 60 * 1000;

/** More reset links than this in an hour are not made (the answer stays the same), so nobody floods a mailbox. */
export const maxLinksPerHour = 5;

/** Tokens are kept only as their SHA-256, so a leaked table resets nobody's password. */
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const sameAnswer: ForgottenPasswordAnswer = {
  message: 'If this account exists, we have sent a link to reset the password. The link works for one hour.',
};

/**
 * Starts a reset for a full (e-mail) login of the tenant: a random token valid one hour, stored hashed, and a mail
 * with the link written to the mail outbox in the same transaction (`server/mail/`: sent once the request has
 * answered, or kept for the development mail page without SMTP); at most `maxLinksPerHour` an hour. Answers the same
 * whether or not the login exists, after the same work: the same statements find the login, count its recent links,
 * store the new one and write the mail (none for an unknown login), so the time of the answer does not tell whether
 * an account exists. The link is never logged.
 */
export async function requestPasswordReset(ctx: PublicContext, username: string): Promise<ForgottenPasswordAnswer> {
  const token = randomBytes(32).toString('base64url');
  const since = new Date(ctx.now.getTime() - resetLinkLifetimeMs).toISOString();
  const expires = new Date(ctx.now.getTime() + resetLinkLifetimeMs).toISOString();
  const { userId, made } = await ctx.db.transaction(async (tx) => {
    const result = await tx.query<{ user_id: number | null; made: number }>(
      `WITH target AS (
         SELECT id FROM users WHERE tenant_id = $1 AND login = lower($2) AND token_type = 'user'
       ), made AS (
         INSERT INTO password_resets (user_id, token_hash, expires_at, created_at)
         SELECT id, $3, $4, $5 FROM target
         WHERE (SELECT count(*) FROM password_resets WHERE user_id = target.id AND created_at > $6) < $7
         RETURNING user_id
       )
       SELECT (SELECT id FROM target) AS user_id, (SELECT count(*)::int FROM made) AS made`,
      [ctx.tenant.id, username.trim(), hashResetToken(token), expires, ctx.now.toISOString(), since, maxLinksPerHour]);
    const { user_id: found, made: count } = result.rows[0] ?? { user_id: null, made: 0 };
    await queueMail(tx, ctx, { userId: count > 0 ? found : null, kind: 'passwordReset', secret: token });
    return { userId: found, made: count };
  });
  if (userId !== null && made === 0) {
    ctx.request.log.warn({ userId }, 'Password reset refused: too many links asked for in the last hour');
  }
  return sameAnswer;
}

const gone = (message: string) => new HttpError(410, 'gone', message);

/**
 * Sets a new password with a reset token: 404 for an unknown token, 410 for a used or expired one. The token
 * and every other open token of the user are spent, and every session of the user ended, in the same transaction.
 */
export async function resetPassword(ctx: PublicContext, token: string, password: string): Promise<ForgottenPasswordAnswer> {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ id: number; user_id: number; expires_at: Date; used_at: Date | null }>(
      `SELECT r.id, r.user_id, r.expires_at, r.used_at FROM password_resets r JOIN users u ON u.id = r.user_id
       WHERE r.token_hash = $1 AND u.tenant_id = $2 FOR UPDATE OF r`, [hashResetToken(token), ctx.tenant.id]);
    const reset = found.rows[0];
    if (!reset) throw notFound('This reset link is not known');
    if (reset.used_at !== null) throw gone('This reset link was already used; ask for a new one');
    if (new Date(reset.expires_at).getTime() <= ctx.now.getTime()) throw gone('This reset link has expired; ask for a new one');
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [reset.user_id, passwordHash]);
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [reset.user_id, ctx.now.toISOString()]);
    await endSessionsOfUser(tx, reset.user_id, ctx.now);
    return { message: 'Your password has been changed. You can log in with it now.' };
  });
}
