import { apiData } from './apiClient';
import type { PushNotificationKey, PushSubscriptionRequest, PushSubscriptionState } from '../ground/contract';

/** GET /pushNotificationKey: the VAPID public key (base64url) the browser subscribes to Web Push with. */
export const fetchPushKey = () => apiData<PushNotificationKey>({ method: 'GET', path: '/pushNotificationKey' }).then((answer) => answer.publicKey);

/** POST /setPushNotificationSubscription: this browser's subscription now gets the session's user's notifications. */
export const sendPushSubscription = (subscription: PushSubscriptionRequest) =>
  apiData<PushSubscriptionState>({ method: 'POST', path: '/setPushNotificationSubscription', data: subscription });
