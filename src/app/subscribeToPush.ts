import { fetchPushKey, sendPushSubscription } from '../api/pushCalls';
import type { PushSubscriptionRequest } from '../ground/contract';

/** How long the service worker may take to become active before subscribing from a tap gives up. */
const workerWait = 10_000;

const base64url = (key: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(key))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The base64url key as the bytes `PushManager.subscribe` takes. */
const keyBytes = (publicKey: string) =>
  Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0));

/** The app's service worker, once active; throws when the browser has none (an automated browser, `npm run dev`). */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) throw new Error('No service worker: push messages cannot be received');
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The service worker did not become active')), workerWait)),
  ]);
}

/**
 * Subscribes this browser to Web Push through the app's service worker, with the server's VAPID key, and sends the
 * subscription to the server (which moves it to the user logged in now). A subscription made with another key (the
 * deployment changed its keys) is replaced. Needs the notifications permission granted.
 */
export async function subscribeToPush(): Promise<void> {
  const [registration, publicKey] = await Promise.all([activeWorker(), fetchPushKey()]);
  let subscription = await registration.pushManager.getSubscription();
  const key = subscription?.options.applicationServerKey;
  if (subscription && (!key || base64url(key) !== publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON();
  await sendPushSubscription({
    endpoint: subscription.endpoint, expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  } satisfies PushSubscriptionRequest);
}

/**
 * Keeps this browser's push subscription with the user logged in: at each start and login of a user with a person,
 * when the browser already allows notifications, subscribes again in the background once the service worker is
 * active (the server moves the endpoint to that user; a subscription the push service dropped, or made with an older
 * key, is made anew). Failures are only logged. Answers the function that stops following the session.
 */
export function keepPushSubscription(onSessionChange: (listener: () => void) => () => void, personOfSession: () => number | null): () => void {
  let kept: number | null = null;
  const follow = () => {
    const person = personOfSession();
    if (person === null || person === kept || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    kept = person;
    void navigator.serviceWorker?.ready
      .then(() => subscribeToPush())
      .catch((error: unknown) => console.warn('The push subscription was not renewed', error));
  };
  follow();
  return onSessionChange(follow);
}

/** How long a logout waits for the push subscription to end before it goes on anyway. */
const unsubscribeWait = 3000;

/**
 * Ends this browser's push subscription at a logout, so the phone shows no more notifications of the user who left
 * (the push service then answers the server 410 and the server forgets the subscription). The next login with
 * notifications allowed subscribes again. Never fails: a problem is only logged.
 */
export async function unsubscribeFromPush(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await Promise.race([subscription.unsubscribe(), new Promise((resolve) => setTimeout(resolve, unsubscribeWait))]);
  } catch (error) {
    console.warn('The push subscription was not ended', error);
  }
}
