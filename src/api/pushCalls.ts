import { api } from './apiClient';
import { toApiFailure } from './ApiFailure';
import type { PushNotificationKey, PushSubscriptionRequest, PushSubscriptionState } from './contract';

async function call<T>(request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw toApiFailure(error);
  }
}

/** GET /pushNotificationKey: the VAPID public key (base64url) the browser subscribes to Web Push with. */
export const fetchPushKey = () => call(() => api.get<PushNotificationKey>('/pushNotificationKey')).then((answer) => answer.publicKey);

/** POST /setPushNotificationSubscription: this browser's subscription now gets the session's user's notifications. */
export const sendPushSubscription = (subscription: PushSubscriptionRequest) =>
  call(() => api.post<PushSubscriptionState>('/setPushNotificationSubscription', subscription));
