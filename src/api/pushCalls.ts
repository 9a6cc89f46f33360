import { api } from './apiClient';
import { answerOf } from './answerOf';
import type { PushNotificationKey, PushSubscriptionRequest, PushSubscriptionState } from '../ground/contract';

/** GET /pushNotificationKey: the VAPID public key (base64url) the browser subscribes to Web Push with. */
export const fetchPushKey = () => answerOf(() => api.get<PushNotificationKey>('/pushNotificationKey')).then((answer) => answer.publicKey);

/** POST /setPushNotificationSubscription: this browser's subscription now gets the session's user's notifications. */
export const sendPushSubscription = (subscription: PushSubscriptionRequest) =>
  answerOf(() => api.post<PushSubscriptionState>('/setPushNotificationSubscription', subscription));
