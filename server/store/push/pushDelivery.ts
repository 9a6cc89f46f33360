import type { Agent } from 'node:https';
import type { Db } from '../../kernel/database';
import { languageOf, pushNotification, type PushKind, type PushNotification } from './pushTexts';
import type { VapidDetails } from './vapidKeys';
import { notificationSubject } from '../notificationSubjects';

/** How a delivery reaches push services. */
export interface DeliveryOptions {
  vapid: VapidDetails;
  /** The HTTPS agent requests go out through (a proxy's, or one that trusts a test's certificate). Default Node's. */
  agent?: Agent;
  /** Says what went wrong with one message (logged; a failed message is not sent again). */
  warn: (message: string) => void;
}

/** What one delivery did: notifications accepted by push services, subscriptions found gone (and removed), failures. */
export interface DeliveryCount { sent: number; gone: number; failed: number }

interface OutboxRow { id: number; tenant_id: number; person_id: number; kind: PushKind; subject_id: number }
interface ReceiverRow { endpoint: string; p256dh: string; auth: string; language: string | null; tenant_language: string | null; use_user_language: boolean }

/** How many outbox messages one round claims. */
const batchSize = 100;
/** How long a push service may keep an undelivered message (seconds): two days, or until a pre-call's job starts. */
const defaultTtl = 2 * 24 * 3600;

/**
 * Sends what waits in the push outbox, round after round until it is empty. Each round claims a batch by deleting it
 * (`FOR UPDATE SKIP LOCKED`: of several server processes each message goes to one, at most once), then sends each
 * message to every subscription of its person, in that user's language, encrypted (aes128gcm) and VAPID-signed.
 * A subscription the push service answers 404 or 410 for is gone and is removed.
 */
export async function deliverOutbox(db: Db, options: DeliveryOptions, now: () => Date): Promise<DeliveryCount> {
  const count: DeliveryCount = { sent: 0, gone: 0, failed: 0 };
  for (;;) {
    const claimed = await db.query<OutboxRow>(
      `DELETE FROM push_messages WHERE id IN (SELECT id FROM push_messages ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, tenant_id, person_id, kind, subject_id`, [batchSize]);
    const messages = claimed.rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const message of messages) await deliverMessage(db, message, options, now(), count);
    if (messages.length < batchSize) return count;
  }
}

async function deliverMessage(db: Db, message: OutboxRow, options: DeliveryOptions, now: Date, count: DeliveryCount): Promise<void> {
  const subject = await notificationSubject(db, message.kind, message.subject_id, message.tenant_id);
  if (!subject) return;
  const content = { values: subject.values, target: { url: subject.path, tag: subject.tag }, startsAt: message.kind === 'preCall' ? subject.startsAt : undefined };
  const receivers = await db.query<ReceiverRow>(
    `SELECT s.endpoint, s.p256dh, s.auth, u.language, t.default_language AS tenant_language, t.use_user_language
     FROM users u JOIN push_subscriptions s ON s.user_id = u.id JOIN tenants t ON t.id = u.tenant_id
     WHERE u.person_id = $1 AND u.tenant_id = $2 ORDER BY s.id`, [message.person_id, message.tenant_id]);
  const ttl = content.startsAt ? Math.max(60, Math.round((content.startsAt.getTime() - now.getTime()) / 1000)) : defaultTtl;
  for (const receiver of receivers.rows) {
    const language = languageOf({ language: receiver.language, tenantLanguage: receiver.tenant_language, useUserLanguage: receiver.use_user_language });
    const notification = pushNotification(message.kind, language, content.values, content.target);
    await send(db, receiver, notification, { ttl, urgency: message.kind === 'preCall' ? 'high' : 'normal' }, options, count);
  }
}

async function send(
  db: Db, receiver: ReceiverRow, notification: PushNotification, delivery: { ttl: number; urgency: 'high' | 'normal' },
  options: DeliveryOptions, count: DeliveryCount,
): Promise<void> {
  // web-push's code loads with the first message sent, not with the server's start.
  const { default: webPush, WebPushError } = await import('web-push');
  try {
    await webPush.sendNotification(
      { endpoint: receiver.endpoint, keys: { p256dh: receiver.p256dh, auth: receiver.auth } },
      JSON.stringify(notification),
      {
        vapidDetails: options.vapid, TTL: delivery.ttl, urgency: delivery.urgency, topic: notification.tag,
        contentEncoding: 'aes128gcm', timeout: 10_000, ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    count.sent += 1;
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [receiver.endpoint]);
      count.gone += 1;
      return;
    }
    count.failed += 1;
    const reason = error instanceof WebPushError ? `${error.statusCode} ${error.body}` : String(error);
    options.warn(`A push message (${notification.tag}) to ${new URL(receiver.endpoint).host} failed: ${reason}`);
  }
}
