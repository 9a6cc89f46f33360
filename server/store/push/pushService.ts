import type { Agent } from 'node:https';
import type { Db } from '../../kernel/database';
import { now as clockNow } from '../../kernel/clock';
import { deliverOutbox, type DeliveryCount } from './pushDelivery';
import { claimPreCallReminders, forgetPastReminders } from './preCallReminders';
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
  let running: Promise<DeliveryCount> | null = null;
  let again = false;
  let closed = false;

  /** One delivery at a time in this process; a call while one runs makes it go round once more. */
  const deliver = (): Promise<DeliveryCount> => {
    if (running) {
      again = true;
      return running;
    }
    const total: DeliveryCount = { sent: 0, gone: 0, failed: 0 };
    running = (async () => {
      do {
        again = false;
        const round = await deliverOutbox(db, delivery, clockNow);
        total.sent += round.sent;
        total.gone += round.gone;
        total.failed += round.failed;
      } while (again && !closed);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const failed = (what: string) => (error: unknown) => {
    warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return { sent: 0, gone: 0, failed: 0 };
  };

  const tick = async (): Promise<DeliveryCount> => {
    if (closed) return { sent: 0, gone: 0, failed: 0 };
    const now = clockNow();
    await claimPreCallReminders(db, now);
    await forgetPastReminders(db, now);
    return deliver();
  };

  const tickSeconds = options.tickSeconds ?? 60;
  let ticking = false;
  const timer = tickSeconds > 0 ? setInterval(() => {
    if (ticking) return;
    ticking = true;
    void tick().catch(failed('A push tick')).finally(() => {
      ticking = false;
    });
  }, tickSeconds * 1000) : null;
  timer?.unref();

  return {
    publicKey: options.vapid.publicKey,
    deliverSoon: () => {
      if (!closed) void deliver().catch(failed('Sending push messages'));
    },
    tick,
    settled: async () => {
      while (running) await running.catch(() => undefined);
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      while (running) await running.catch(() => undefined);
    },
  };
}
