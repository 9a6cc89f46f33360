import type { Db } from '../kernel/database';
import { now as clockNow } from '../kernel/clock';
import { serialRounds, type SerialRounds } from '../store/serialRounds';
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

const none = (): MailCount => ({ sent: 0, retried: 0, givenUp: 0 });

/** Starts the mail service of a server process: its timer ticks every `tickSeconds` (default 30; 0: none) until `close()`. */
export function startMailService(db: Db, transport: MailTransport | null, options: { tickSeconds?: number; warn?: (message: string) => void } = {}): MailService {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const failed = (error: unknown) => warn(`Sending mail failed: ${error instanceof Error ? error.message : String(error)}`);
  const rounds: SerialRounds<MailCount> = serialRounds<MailCount>({
    round: async () => {
      const count = await deliverMails(db, transport, clockNow);
      if (count.retried > 0) warn(`${count.retried} mail(s) will be tried again later: the SMTP server did not take them`);
      return count;
    },
    empty: none,
    add: (total, one) => ({ sent: total.sent + one.sent, retried: total.retried + one.retried, givenUp: total.givenUp + one.givenUp }),
    tickSeconds: transport ? options.tickSeconds ?? 30 : 0,
    tick: (): Promise<MailCount> => rounds.run(),
    failed,
  });
  return {
    sending: transport !== null,
    deliverSoon: () => {
      if (transport) void rounds.run().catch(failed);
    },
    tick: () => rounds.run(),
    settled: rounds.settled,
    async close() {
      await rounds.close();
      transport?.close();
    },
  };
}
