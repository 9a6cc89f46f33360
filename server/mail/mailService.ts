import type { Db } from '../kernel/database';
import { now as clockNow } from '../kernel/clock';
import { deliverMails, type MailCount } from './mailDelivery';
import type { MailTransport } from './mailTransport';

/** Mail in one server process: sends the outbox after writes, and what waits to be tried again on a timer. */
export interface MailService {
  /** Whether mails go out (an SMTP server is configured); else they stay in the outbox (the development mail page). */
  readonly sending: boolean;
  /** Sends the outbox soon, without waiting: called once a request that wrote mails has answered. */
  deliverSoon(): void;
  /** One round at the server clock's now: sends what is due. */
  tick(): Promise<MailCount>;
  /** Resolves when no delivery is under way. */
  settled(): Promise<void>;
  /** Stops the timer, waits for the delivery under way and closes the SMTP connection (before the database closes). */
  close(): Promise<void>;
}

const none: MailCount = { sent: 0, retried: 0, givenUp: 0 };

/** Starts the mail service of a server process: its timer ticks every `tickSeconds` (default 30; 0: none) until `close()`. */
export function startMailService(db: Db, transport: MailTransport | null, options: { tickSeconds?: number; warn?: (message: string) => void } = {}): MailService {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let running: Promise<MailCount> | null = null;
  let again = false;
  let closed = false;

  /** One delivery at a time in this process; a call while one runs makes it go round once more. */
  const deliver = (): Promise<MailCount> => {
    if (running) {
      again = true;
      return running;
    }
    const total: MailCount = { ...none };
    running = (async () => {
      do {
        again = false;
        const round = await deliverMails(db, transport, clockNow);
        total.sent += round.sent;
        total.retried += round.retried;
        total.givenUp += round.givenUp;
        if (round.retried > 0) warn(`${round.retried} mail(s) will be tried again later: the SMTP server did not take them`);
      } while (again && !closed);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const failed = (error: unknown) => {
    warn(`Sending mail failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ...none };
  };

  const tickSeconds = transport ? options.tickSeconds ?? 30 : 0;
  const timer = tickSeconds > 0 ? setInterval(() => {
    if (!running && !closed) void deliver().catch(failed);
  }, tickSeconds * 1000) : null;
  timer?.unref();

  return {
    sending: transport !== null,
    deliverSoon: () => {
      if (!closed && transport) void deliver().catch(failed);
    },
    tick: () => (closed ? Promise.resolve({ ...none }) : deliver()),
    settled: async () => {
      while (running) await running.catch(() => undefined);
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      while (running) await running.catch(() => undefined);
      transport?.close();
    },
  };
}
