import type { Agent } from 'node:https';
import type { Db } from '../../kernel/database';
import { now as clockNow } from '../../kernel/clock';
import { deliverOutbox, type DeliveryCount } from './pushDelivery';
import { claimPreCallReminders, forgetPastReminders } from './preCallReminders';
import { claimMissingCheckOuts } from '../workedHours/missingCheckOuts';
import { serialRounds, type SerialRounds } from '../serialRounds';
import type { VapidDetails } from './vapidKeys';

/** How the push service runs. */
export interface PushServiceOptions {
  vapid: VapidDetails;
  /** The HTTPS agent push messages go out through. Default Node's. */
  agent?: Agent;
  /** Seconds between two ticks (pre-call reminders due, and what the outbox still holds). Default 60; 0 runs no timer. */
  tickSeconds?: number;
  /** Where problems are told (a failed message, a failed tick). Default the console. */
  warn?: (message: string) => void;
}

/** Web Push in one server process: sends the outbox after writes, and looks for pre-call reminders on a timer. */
export interface PushService {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Sends the outbox soon, without waiting: called once a request that wrote messages has answered. */
  deliverSoon(): void;
  /** One tick of the scheduler, at the server clock's now: claims the pre-call reminders due, then sends the outbox. */
  tick(): Promise<DeliveryCount>;
  /** Resolves when no delivery is under way. */
  settled(): Promise<void>;
  /** Stops the timer and waits for the delivery under way (the server's `onClose`, before the database closes). */
  close(): Promise<void>;
}

/** Starts the push service of a server process: its timer ticks every `tickSeconds` until `close()`. */
export function startPushService(db: Db, options: PushServiceOptions): PushService {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const delivery = { vapid: options.vapid, agent: options.agent, warn };
  const failed = (what: string) => (error: unknown) => {
    warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return none();
  };
  let closed = false;
  const tick = async (): Promise<DeliveryCount> => {
    if (closed) return none();
    const now = clockNow();
    await claimPreCallReminders(db, now);
    await claimMissingCheckOuts(db, now);
    await forgetPastReminders(db, now);
    return rounds.run();
  };
  const rounds: SerialRounds<DeliveryCount> = serialRounds<DeliveryCount>({
    round: () => deliverOutbox(db, delivery, clockNow),
    empty: none,
    add: (total, one) => ({ sent: total.sent + one.sent, gone: total.gone + one.gone, failed: total.failed + one.failed }),
    tickSeconds: options.tickSeconds ?? 60,
    tick,
    failed: failed('A push tick'),
  });

  return {
    publicKey: options.vapid.publicKey,
    deliverSoon: () => {
      if (!closed) void rounds.run().catch(failed('Sending push messages'));
    },
    tick,
    settled: rounds.settled,
    async close() {
      closed = true;
      await rounds.close();
    },
  };
}

const none = (): DeliveryCount => ({ sent: 0, gone: 0, failed: 0 });
