import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on this machine for the tests: it keeps what it takes, parsed, and can refuse on demand. */
export interface LocalSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  /** Every mail it took, in order. */
  received: ParsedMail[];
  /** Refuses the next `count` mails with `code` (451: for a while; 550: for good). */
  refuse(count: number, code: number): void;
  /** How many mails it refused so far. */
  refusals(): number;
  /** Resolves once it took `count` mails in all (fails after 20 s). */
  waitForMails(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** Starts a plain SMTP server (no TLS, no login) on a free port of 127.0.0.1. */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ParsedMail[] = [];
  let toRefuse = { count: 0, code: 451 };
  let refused = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'], authOptional: true, logger: false,
    onData(stream, _session, callback) {
      const refuse = toRefuse.count > 0;
      if (refuse) toRefuse = { ...toRefuse, count: toRefuse.count - 1 };
      simpleParser(stream).then((mail) => {
        if (refuse) {
          refused += 1;
          callback(Object.assign(new Error(toRefuse.code >= 500 ? 'No such mailbox here' : 'Busy, try again later'), { responseCode: toRefuse.code }));
          return;
        }
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (count, code) => void (toRefuse = { count, code }),
    refusals: () => refused,
    async waitForMails(count) {
      const until = Date.now() + 20_000;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`The SMTP server took ${received.length} mails, not ${count}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
