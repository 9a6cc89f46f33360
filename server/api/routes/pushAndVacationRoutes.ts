import {
  PushSubscriptionState, pushSubscriptionRequest, pushUnsubscribeRequest, VacationRequest, vacationRequestBody,
} from '../../../src/ground/contract/persons';
import { PushNotificationKey } from '../../../src/ground/contract/push';
import { deletePushSubscription, savePushSubscription } from '../../store/pushSubscriptionStore';
import { listVacationRequests, requestVacation, withdrawVacationRequest } from '../../store/vacationRequestStore';
import { anySession, anyUser } from '../accessRules';
import type { Paging } from '../../kernel/paging';
import { create, list, remove } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';

/** Web Push: the key to subscribe with and the subscriptions of the caller's browser; the caller's vacation requests. */
export const pushAndVacationRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/pushNotificationKey', access: anySession, answer: PushNotificationKey,
    summary: 'Get the VAPID public key to subscribe to Web Push with',
    handle: async (ctx): Promise<PushNotificationKey> => ({ publicKey: ctx.push.publicKey }),
  }),
  route({
    method: 'POST', path: '/setPushNotificationSubscription', access: anySession, body: pushSubscriptionRequest, answer: PushSubscriptionState,
    summary: "Send the caller's notifications to this browser (its Web Push subscription)",
    description: 'An endpoint belongs to one browser: one another login of the browser had is moved to the caller.',
    handle: (ctx, { body }): Promise<PushSubscriptionState> => savePushSubscription(ctx, body),
  }),
  route({
    method: 'POST', path: '/deletePushNotificationSubscription', access: anySession,
    body: pushUnsubscribeRequest, answer: PushSubscriptionState, summary: "Stop the caller's notifications to this browser",
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
