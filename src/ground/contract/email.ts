/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */
import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, Nullable, Shape } from './shapes';
import { object, type FieldInput } from './fields/fields';
import { textWithoutNul } from './fields/textWithoutNul';

/** A mailbox of the tenant (the office's, planning's …), with how many of its messages are unread. */
export const Mailbox = Shape({
  id: Id,
  name: Type.String(),
  address: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
}, "A mailbox of the tenant (the office's, planning's …), with how many of its messages are unread.");
export type Mailbox = Static<typeof Mailbox>;

/** An e-mail address with an optional display name. */
export const EmailAddress = Shape({ address: Type.String(), name: Nullable(Type.String()) }, 'An e-mail address with an optional display name.');
export type EmailAddress = Static<typeof EmailAddress>;

const messageProperties = {
  id: Id,
  mailboxId: Id,
  from: EmailAddress,
  to: Type.Array(EmailAddress),
  cc: Type.Array(EmailAddress),
  subject: Type.String(),
  preview: Type.String({ description: 'The start of the text, without markup.' }),
  receivedAt: IsoDateTime,
  unread: Type.Boolean(),
  attachmentCount: Type.Integer({ minimum: 0 }),
};

/**
 * A message as the mailbox list shows it: who sent it, its subject and date, unread, copied to others, with
 * attachments; no addresses and no text (the message itself carries them), so that a page of 1000 stays under 200 KB.
 * A `q` search adds where in the text its words were found (`bodyMatch`).
 */
export const EmailMessageSummary = Shape({
  id: Id,
  fromName: Type.String({ description: "The sender's name, or their address when the message gives no name." }),
  subject: Type.String(),
  receivedAt: IsoDateTime,
  unread: Type.Boolean(),
  ccCount: Type.Integer({ minimum: 0, description: 'How many others the message was copied to (cc).' }),
  attachmentCount: Type.Integer({ minimum: 0 }),
  bodyMatch: Type.Optional(Nullable(Type.String({
    description: 'Only with a `q` search: about 140 characters of the text around the first word found there (with … where cut), or null when the words were found elsewhere only (subject, addresses).',
  }))),
}, 'A message as the mailbox list shows it: sender, subject, date and flags; GET /emailMessages/{id} carries the rest.');
export type EmailMessageSummary = Static<typeof EmailMessageSummary>;

/**
 * GET /emailMessages's filters (with `limit` and `page`), each optional and case-insensitive: `q` wants every word
 * somewhere in the subject, the text, or an address or name of from, to or cc; `from`, `to` and `cc` want their text
 * in an address or name of that part (part of one is enough); `search` its text in the subject or the text;
 * `mailbox` a mailbox's id. A text is at most 200 characters; an empty one is refused (leave the filter out).
 */
export interface EmailMessageFilters { q?: string; from?: string; to?: string; cc?: string; search?: string; mailbox?: number }

/** An attachment of a message; download it at `/emailMessageAttachments/{id}/download`. */
export const EmailAttachment = Shape({
  id: Id,
  messageId: Id,
  fileName: Type.String(),
  mimeType: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
}, 'An attachment of a message; download it at /emailMessageAttachments/{id}/download.');
export type EmailAttachment = Static<typeof EmailAttachment>;

/**
 * A whole message. `bodyHtml` is stored AS RECEIVED and may hold scripts, event attributes and remote images:
 * the app must sanitise it before showing it.
 */
export const EmailMessage = Shape({
  ...messageProperties,
  bodyHtml: Type.String({ description: 'As received: may hold scripts, event attributes and remote images; sanitise it before showing it.' }),
  bodyText: Type.String(),
  attachments: Type.Array(EmailAttachment),
}, 'A whole message, its HTML body as received (sanitise it before showing it).');
export type EmailMessage = Static<typeof EmailMessage>;

/** POST /emailMessages/unsubscribe: the token from an e-mail's unsubscribe link. */
export const unsubscribeRequest = object({ token: textWithoutNul({ max: 200 }) }, { unknownKeys: 'reject' });
/** What the app sends to `POST /emailMessages/unsubscribe`. */
export type UnsubscribeRequest = FieldInput<typeof unsubscribeRequest>;

/** The answer to an unsubscribe: the address that will get no more e-mails (the same answer when asked again). */
export const UnsubscribeResult = Shape({
  address: Type.String(),
  unsubscribed: Type.Literal(true),
  unsubscribedAt: IsoDateTime,
}, 'The answer to an unsubscribe: the address that will get no more e-mails (the same answer when asked again).');
export type UnsubscribeResult = Static<typeof UnsubscribeResult>;

/** `GET /emailMessages/unsubscribe/{token}`: the address an unsubscribe link is for, and whether it still gets the e-mails. */
export const EmailSubscription = Shape({
  address: Type.String(),
  unsubscribed: Type.Boolean(),
  unsubscribedAt: Nullable(IsoDateTime),
}, 'The address an unsubscribe link is for, and whether it still gets the e-mails.');
export type EmailSubscription = Static<typeof EmailSubscription>;
