import { Type, type Static } from 'typebox';
import { Shape } from './shapes';

/**
 * `GET /pushNotificationKey`: the deployment's VAPID public key, the `applicationServerKey` a browser subscribes to
 * Web Push with (`PushManager.subscribe`) before it sends the subscription to `POST /setPushNotificationSubscription`.
 */
export const PushNotificationKey = Shape({
  publicKey: Type.String({ pattern: '^[A-Za-z0-9_-]+$', description: 'The VAPID public key: an uncompressed P-256 point of 65 bytes, base64url.' }),
}, 'The VAPID public key browsers subscribe to Web Push with.');
export type PushNotificationKey = Static<typeof PushNotificationKey>;
