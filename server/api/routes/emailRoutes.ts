import { sortFields } from '../../kernel/listSort';
import { EmailAttachment, EmailMessage, EmailMessageSummary, Mailbox, UnsubscribeResult } from '../../../src/api/contract/email';
import { FileOf } from '../../../src/api/contract/shapes';
import type { AccessRule } from '../../../src/spec/types';
import { downloadAttachment, findMessage, listAttachments, listMailboxes, listMessages, messageSortColumns, unsubscribe } from '../../store/emailStore';
import { field, nullable, object, optional, text, wholeNumber, type Field } from '../../kernel/fields';
import { filters, getOne, idParams, list, subList } from '../resourceRoutes';
import { textWithoutNul } from './textWithoutNul';
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
const unsubscribeBody = object({ token: textWithoutNul({ max: 200 }) }, { unknownKeys: 'reject' });

/** The mailbox: messages with their HTML bodies as received (the app sanitises), attachments and unsubscribing. */
export const emailRoutes: readonly ApiRoute[] = [
  list({ path: '/emailMessages', access: mailbox, item: EmailMessageSummary, filters: messageFilters, fetch: listMessages }),
  list({ path: '/emailMessages/mailboxes', access: { rights: ['mailboxes.READ'] }, item: Mailbox, fetch: listMailboxes }),
  getOne({ path: '/emailMessages/:id', access: mailbox, answer: EmailMessage, notFound: 'E-mail message not found', fetch: findMessage }),
  subList({ path: '/emailMessages/:id/attachments', access: mailbox, item: EmailAttachment, fetch: listAttachments }),
  publicRoute({
    method: 'POST', path: '/emailMessages/unsubscribe', body: unsubscribeBody, answer: UnsubscribeResult,
    handle: (ctx, { body }) => unsubscribe(ctx, body.token),
  }),
  route({
    method: 'GET', path: '/emailMessageAttachments/:id/download', access: mailbox, params: idParams,
    answer: FileOf('application/octet-stream'), summary: "An attachment's file, of its own media type",
    handle: (ctx, { params }) => downloadAttachment(ctx, params.id),
  }),
];
