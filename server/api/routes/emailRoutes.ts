import { EmailAttachment, EmailMessage, EmailMessageSummary, Mailbox, UnsubscribeResult } from '../../../src/api/contract/email';
import { FileOf } from '../../../src/api/contract/shapes';
import type { AccessRule } from '../../../src/spec/types';
import { downloadAttachment, findMessage, listAttachments, listMailboxes, listMessages, unsubscribe } from '../../store/emailStore';
import { nullable, object, optional, wholeNumber } from '../../kernel/fields';
import { filters, getOne, idParams, list, subList } from '../resourceRoutes';
import { textWithoutNul } from './textWithoutNul';
import { publicRoute, route, type ApiRoute } from '../../kernel/route';

/** Mailbox users: the emailMessages READ right, held in the rights or the mailbox rights (client, office, pm, accountant). */
const mailbox: AccessRule = { rights: ['emailMessages.READ'] };
const query = optional(nullable(textWithoutNul({ max: 200 })), null);
const messageFilters = filters({ mailbox: optional(nullable(wholeNumber(1, 2_147_483_647)), null), from: query, to: query, cc: query, search: query });
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
