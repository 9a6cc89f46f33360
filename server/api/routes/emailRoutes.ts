import { sortFields } from '../../kernel/listSort';
import { EmailAttachment, EmailMessage, EmailMessageSummary, EmailSubscription, Mailbox, unsubscribeRequest, UnsubscribeResult } from '../../../src/ground/contract/email';
import { FileOf } from '../../../src/ground/contract/shapes';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { downloadAttachment, findMessage, findSubscription, listAttachments, listMailboxes, listMessages, messageSortColumns, unsubscribe } from '../../store/emailStore';
import { field, nullable, object, oneOf, optional, text, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';
import { filters, getOne, idParams, list, subList } from '../resourceRoutes';
import { textWithoutNul } from '../../../src/ground/contract/fields/textWithoutNul';
import { publicRoute, route, type ApiRoute } from '../../kernel/route';

/** Mailbox users: the emailMessages READ right, held in the rights or the mailbox rights (client, office, pm, accountant). */
const mailbox: AccessRule = { rights: ['emailMessages.READ'] };
/** An optional text filter of the message list (at most 200 characters, trimmed, case-insensitive), described for the reference. */
const textFilter = (description: string): Field<string | null> => {
  const read = optional(nullable(text({ max: 200 })), null);
  return field({ ...read.schema, description }, read, true);
};
const messageFilters = filters({
  mailbox: optional(nullable(wholeNumber(1, 2_147_483_647)), null),
  q: textFilter('Words to search for: each must be somewhere in the subject, the text, or an address or name of from, to or cc (case-insensitive). Each item then says where in the text they were found (bodyMatch).'),
  from: textFilter("Text in the sender's address or name (case-insensitive, part of it is enough: northwind finds events@northwind.example)."),
  to: textFilter('Text in an address or name the message was sent to (case-insensitive, part of it is enough).'),
  cc: textFilter('Text in an address or name the message was copied to (case-insensitive, part of it is enough).'),
  search: textFilter('Text in the subject or the text (case-insensitive, as one piece); q searches more.'),
  ...sortFields(messageSortColumns),
});
const tokenParams = object({ token: textWithoutNul({ max: 200 }) }, { unknownKeys: 'ignore' });
/** What a mail client posts for a one-click unsubscribe (RFC 8058): `List-Unsubscribe=One-Click`, as a form. */
const oneClickBody = optional(object({ 'List-Unsubscribe': optional(oneOf(['One-Click']), 'One-Click') }, { unknownKeys: 'ignore' }), {});

/** The mailbox: messages with their HTML bodies as received (the app sanitises), attachments and unsubscribing. */
export const emailRoutes: readonly ApiRoute[] = [
  list({
    path: '/emailMessages', access: mailbox, item: EmailMessageSummary, filters: messageFilters, fetch: listMessages,
    summary: "List the tenant's e-mail messages, newest first unless sorted",
    description: 'Without addresses or text. The filters combine; text filters read the whole mailbox of the tenant, so they are slower.',
  }),
  list({
    path: '/emailMessages/mailboxes', access: { rights: ['mailboxes.READ'] }, item: Mailbox, fetch: listMailboxes,
    summary: "List the tenant's mailboxes with their totals and unread counts",
  }),
  getOne({
    path: '/emailMessages/:id', access: mailbox, answer: EmailMessage, notFound: 'E-mail message not found', fetch: findMessage,
    summary: 'Get one e-mail message, with its body as received and its attachments',
    description: 'The HTML body is as received, not sanitised: a client must sanitise it before showing it.',
  }),
  subList({
    path: '/emailMessages/:id/attachments', access: mailbox, item: EmailAttachment, fetch: listAttachments,
    summary: "List an e-mail message's attachments",
  }),
  publicRoute({
    method: 'POST', path: '/emailMessages/unsubscribe', body: unsubscribeRequest, answer: UnsubscribeResult,
    summary: "Stop e-mails to the address behind an unsubscribe link's token",
    description: 'Asking again answers the same, with the first time. 404 for an unknown token.',
    handle: (ctx, { body }) => unsubscribe(ctx, body.token),
  }),
  publicRoute({
    method: 'GET', path: '/emailMessages/unsubscribe/:token', params: tokenParams, answer: EmailSubscription,
    summary: "Get the address behind an unsubscribe link's token, and whether it still gets the e-mails",
    description: 'For the page an unsubscribe link opens (no login: the token is the key). 404 for an unknown token.',
    handle: (ctx, { params }) => findSubscription(ctx, params.token),
  }),
  publicRoute({
    method: 'POST', path: '/emailMessages/unsubscribe/:token', params: tokenParams, body: oneClickBody, formBody: true, answer: UnsubscribeResult,
    summary: "Stop e-mails with one click from the mail client (RFC 8058)",
    description: "The address of a notification mail's List-Unsubscribe header: mail clients post `List-Unsubscribe=One-Click` "
      + 'as a form (application/x-www-form-urlencoded). Asking again answers the same; 404 for an unknown token.',
    handle: (ctx, { params }) => unsubscribe(ctx, params.token),
  }),
  route({
    method: 'GET', path: '/emailMessageAttachments/:id/download', access: mailbox, params: idParams,
    // Any media type: the attachment's own, as the message declared it.
    answer: FileOf('*/*'), summary: "Download an e-mail attachment's file",
    description: 'Sent with the media type the message declared for it, as a download.',
    handle: (ctx, { params }) => downloadAttachment(ctx, params.id),
  }),
];
