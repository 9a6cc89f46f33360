import { Type } from 'typebox';
import {
  PushSubscriptionState, VacationRequest, type PushSubscriptionRequest, type PushUnsubscribeRequest, vacationRequestBody,
} from '../../../src/ground/contract/persons';
import { PushNotificationKey } from '../../../src/ground/contract/push';
import { deletePushSubscription, savePushSubscription } from '../../store/pushSubscriptionStore';
import { listVacationRequests, requestVacation, withdrawVacationRequest } from '../../store/vacationRequestStore';
import { anySession, anyUser } from '../accessRules';
import { field, nullable, object, optional, text, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';
import type { Paging } from '../../kernel/paging';
import { create, list, remove } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';

/** An https URL (push services only speak https). */
const httpsUrl: Field<string> = field(Type.String({
  format: 'uri', pattern: '^https:', maxLength: 2048, examples: ['https://fcm.googleapis.com/fcm/send/c1KrmpTuRm0:APA91bG'],
}), (value, path, problems) => {
  const url = text({ max: 2048 })(value, path, problems);
  if (typeof value === 'string' && !URL.canParse(url)) problems.push({ path, message: 'must be a URL' });
  else if (typeof value === 'string' && new URL(url).protocol !== 'https:') problems.push({ path, message: 'must be an https URL' });
  return url;
});

/**
 * A base64url key that decodes to `bytes` bytes (p256dh: an uncompressed P-256 point of 65; auth: a secret of 16):
 * `ceil(bytes * 4 / 3)` characters, then any padding (decoding stops at the first `=`).
 */
const base64urlKey = (bytes: number): Field<string> => field(Type.String({
  pattern: `^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`, maxLength: 200, description: `A base64url key of ${bytes} bytes.`,
  // Bytes 0, 1, 2 … as base64url: the length of a real key (a browser's are random).
  examples: [Buffer.from(Array.from({ length: bytes }, (_, index) => index)).toString('base64url')],
}), (value, path, problems) => {
  const key = text({ max: 200 })(value, path, problems);
  if (typeof value === 'string' && (!/^[A-Za-z0-9_-]+=*$/.test(key) || Buffer.from(key, 'base64url').length !== bytes)) {
    problems.push({ path, message: `must be a base64url key of ${bytes} bytes` });
  }
  return key;
});

const subscriptionBody: Field<PushSubscriptionRequest> = object({
  endpoint: httpsUrl,
  expirationTime: optional(nullable(wholeNumber(0, Number.MAX_SAFE_INTEGER)), null),
  keys: object({ p256dh: base64urlKey(65), auth: base64urlKey(16) }, { unknownKeys: 'reject' }),
}, { unknownKeys: 'reject' });

const unsubscribeBody: Field<PushUnsubscribeRequest> = object({ endpoint: httpsUrl }, { unknownKeys: 'reject' });

/** Web Push: the key to subscribe with and the subscriptions of the caller's browser; the caller's vacation requests. */
export const pushAndVacationRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/pushNotificationKey', access: anySession, answer: PushNotificationKey,
    summary: 'Get the VAPID public key to subscribe to Web Push with',
    handle: async (ctx): Promise<PushNotificationKey> => ({ publicKey: ctx.push.publicKey }),
  }),
  route({
    method: 'POST', path: '/setPushNotificationSubscription', access: anySession, body: subscriptionBody, answer: PushSubscriptionState,
    summary: "Send the caller's notifications to this browser (its Web Push subscription)",
    description: 'An endpoint belongs to one browser: one another login of the browser had is moved to the caller.',
    handle: (ctx, { body }): Promise<PushSubscriptionState> => savePushSubscription(ctx, body),
  }),
  route({
    method: 'POST', path: '/deletePushNotificationSubscription', access: anySession,
    body: unsubscribeBody, answer: PushSubscriptionState, summary: "Stop the caller's notifications to this browser",
    description: "Forgets the caller's subscription for the endpoint; another login's is left alone.",
    handle: (ctx, { body }): Promise<PushSubscriptionState> => deletePushSubscription(ctx, body.endpoint),
  }),
  list({
    path: '/vacationRequests', access: anyUser, item: VacationRequest, summary: "List the caller's vacation requests, latest start first",
    fetch: (ctx, query: Paging) => listVacationRequests(ctx, query),
  }),
  create({
    path: '/vacationRequests', access: anyUser, body: vacationRequestBody, answer: VacationRequest, insert: requestVacation,
    summary: 'Request vacation for the caller',
    description: 'Without `endDate`, one day. It may not start before today (400); 409 when it overlaps a request still requested or approved.',
  }),
  remove({
    path: '/vacationRequests/:id', access: anyUser, notFound: 'Vacation request not found', delete: withdrawVacationRequest,
    summary: "Withdraw one of the caller's vacation requests", description: '409 once it was approved or declined.',
  }),
];
