import type { Queryable } from '../../kernel/database';
import type { SessionContext } from '../../kernel/route';
import type { PushKind } from './pushTexts';

/** A message to write: what it tells `personId` about, and the record (`subjectId`: a crew item or a document). */
export interface PushMessage { personId: number; kind: PushKind; subjectId: number }

/**
 * Writes a message to the push outbox inside the write's own transaction `tx`, so it exists only if the write commits;
 * it is sent after the request has answered (`RequestPush.queued`). Nothing is written for a person with no
 * subscription, nor for the person who made the change themselves.
 */
export async function queuePush(tx: Queryable, ctx: SessionContext, message: PushMessage): Promise<void> {
  if (message.personId === ctx.principal.personId) return;
  const written = await tx.query(
    `INSERT INTO push_messages (tenant_id, person_id, kind, subject_id, created_at)
     SELECT $1, $2, $3, $4, $5 WHERE EXISTS (
       SELECT 1 FROM users u JOIN push_subscriptions s ON s.user_id = u.id WHERE u.person_id = $2 AND u.tenant_id = $1)`,
    [ctx.tenant.id, message.personId, message.kind, message.subjectId, ctx.now.toISOString()],
  );
  if ((written.affectedRows ?? 0) > 0) ctx.push.queued();
}
