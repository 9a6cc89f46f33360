import { randomBytes } from 'node:crypto';
import type { Queryable } from '../kernel/database';
import { fillText, languageOf, languageTag, localeSection, shortDay } from '../store/localeTexts';
import { notificationSubject } from '../store/notificationSubjects';
import { tenantById } from '../store/tenantStore';
import { layOutMail, type MailContent } from './mailLayout';
import type { MailKind } from './mailOutbox';

/** A row of the outbox, as the delivery claims it. */
export interface OutboxMail {
  id: number; tenant_id: number; user_id: number; kind: MailKind; subject_id: number | null; secret: string | null;
  app_address: string; created_at: Date; attempts: number;
}

/** A mail ready to go: its envelope, headers and two parts. */
export interface ComposedMail {
  to: string;
  fromName: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

interface MailTexts {
  greeting: string; linkFallback: string; footer: string; unsubscribe: string;
  passwordReset: { subject: string; intro: string; action: string; validity: string; notYou: string };
  jobOffered: { subject: string; intro: string; action: string };
  documentToSign: { subject: string; intro: string; action: string };
}

interface RecipientRow { login: string; language: string | null; first_name: string | null; company_email: string | null; logo_url: string | null }

/** A mail that cannot be written (its record or its link is gone, the person stopped such mails): given up with the reason. */
export class UnsendableMail extends Error {}

const absolute = (url: string | null, base: string) => {
  if (!url) return null;
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
};

/**
 * Writes an outbox row's mail as it goes out: in the person's language (the app's rule), in the tenant's look (name,
 * colour, its own company's logo and address to reply to), with links to the tenant's address the row was written
 * for. A notification carries `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) to the address's unsubscribe
 * token. Throws `UnsendableMail` for a mail that cannot be written any more.
 */
export async function composeMail(db: Queryable, mail: OutboxMail): Promise<ComposedMail> {
  const tenant = await tenantById(db, mail.tenant_id);
  const found = await db.query<RecipientRow>(
    `SELECT u.login, u.language, p.first_name,
       (SELECT c.email FROM companies c WHERE c.tenant_id = u.tenant_id AND c.own ORDER BY c.id LIMIT 1) AS company_email,
       (SELECT c.logo_url FROM companies c WHERE c.tenant_id = u.tenant_id AND c.own ORDER BY c.id LIMIT 1) AS logo_url
     FROM users u LEFT JOIN persons p ON p.id = u.person_id WHERE u.id = $1 AND u.tenant_id = $2`, [mail.user_id, mail.tenant_id]);
  const recipient = found.rows[0];
  if (!tenant || !recipient) throw new UnsendableMail('The login is gone');
  const language = languageOf({ language: recipient.language, tenantLanguage: tenant.config.defaultLanguage, useUserLanguage: tenant.config.useUserLanguage });
  const texts = localeSection<MailTexts>(language, 'mail');
  const values = { tenant: tenant.config.name, login: recipient.login, name: recipient.first_name ?? recipient.login };
  const frame = {
    languageTag: languageTag(language), greeting: fillText(texts.greeting, values), footer: fillText(texts.footer, values),
  };
  const look = { tenantName: tenant.config.name, colour: tenant.config.backgroundColorCode, logoUrl: absolute(recipient.logo_url, mail.app_address) };
  const envelope = { to: recipient.login, fromName: tenant.config.name, replyTo: recipient.company_email };

  if (mail.kind === 'passwordReset') {
    if (!mail.secret) throw new UnsendableMail('The reset link is no longer kept');
    const own = texts.passwordReset;
    const content: MailContent = {
      ...frame, subject: fillText(own.subject, values), paragraphs: [fillText(own.intro, values)],
      action: { label: own.action, url: `${mail.app_address}/forgottenPassword/${mail.secret}`, fallback: texts.linkFallback },
      after: [own.validity, own.notYou],
    };
    return { ...envelope, subject: content.subject, ...layOutMail(content, look), headers: {} };
  }

  const subject = mail.subject_id === null ? null : await notificationSubject(db, mail.kind, mail.subject_id, mail.tenant_id);
  if (!subject) throw new UnsendableMail('Its record is gone');
  const token = await unsubscribeToken(db, mail.tenant_id, recipient.login);
  if (!token) throw new UnsendableMail('The address stopped these e-mails');
  const own = texts[mail.kind];
  const filled = { ...values, ...subject.values, ...(subject.values.date ? { date: shortDay(subject.values.date, language) } : {}) };
  const content: MailContent = {
    ...frame, subject: fillText(own.subject, filled), paragraphs: [fillText(own.intro, filled)],
    action: { label: own.action, url: `${mail.app_address}${subject.path}`, fallback: texts.linkFallback },
    unsubscribe: { label: texts.unsubscribe, url: `${mail.app_address}/unsubscribe/${token}` },
  };
  return {
    ...envelope, subject: content.subject, ...layOutMail(content, look),
    headers: {
      'List-Unsubscribe': `<${mail.app_address}/api/v1/emailMessages/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The address's unsubscribe token (made on its first notification), or null when it stopped such mails. */
async function unsubscribeToken(db: Queryable, tenantId: number, address: string): Promise<string | null> {
  await db.query(
    `INSERT INTO email_subscriptions (token, tenant_id, address) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, lower(address)) DO NOTHING`, [randomBytes(24).toString('base64url'), tenantId, address]);
  const found = await db.query<{ token: string; unsubscribed_at: Date | null }>(
    'SELECT token, unsubscribed_at FROM email_subscriptions WHERE tenant_id = $1 AND lower(address) = lower($2)', [tenantId, address]);
  const row = found.rows[0];
  return row && row.unsubscribed_at === null ? row.token : null;
}
