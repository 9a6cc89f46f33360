import type { Transporter } from 'nodemailer';
import type { ComposedMail } from './mailComposition';

/** Where mails go out: an SMTP server. */
export interface MailTransport {
  /** Hands a mail to the SMTP server; throws what it refused with (`responseCode` when it answered). */
  send(mail: ComposedMail): Promise<void>;
  close(): void;
}

/** How the server sends mail (`SMTP_URL`, `MAIL_FROM`). */
export interface MailSettings {
  /** `smtp://user:pass@mail.example:587` (STARTTLS when offered), `smtps://…:465`; none: mails are kept, not sent. */
  smtpUrl?: string;
  /** The sender's address (`MAIL_FROM`); its name is the tenant's. Default `no-reply@` the SMTP server's host. */
  from?: string;
}

/** The sender's address: `MAIL_FROM`, else `no-reply@` the SMTP server's host. */
export function senderAddress(settings: MailSettings): string {
  if (settings.from) return settings.from;
  const host = settings.smtpUrl ? new URL(settings.smtpUrl).hostname : 'localhost';
  return `no-reply@${host.includes('.') ? host : `${host}.invalid`}`;
}

/** An SMTP transport with nodemailer (one pooled connection, 20 s timeouts), or null without `SMTP_URL`. */
export function smtpTransport(settings: MailSettings): MailTransport | null {
  const url = settings.smtpUrl;
  if (!url) return null;
  // nodemailer loads with the first mail sent, not with the server's start.
  let transporter: Promise<Transporter> | undefined;
  const connected = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({
    url, pool: true, maxConnections: 1, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 20_000,
  })));
  const from = senderAddress(settings);
  return {
    async send(mail) {
      await (await connected()).sendMail({
        from: { name: mail.fromName, address: from }, to: mail.to, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers,
      });
    },
    close: () => void transporter?.then((open) => open.close()),
  };
}
