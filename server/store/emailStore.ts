import { orderBy, type ListSort } from '../kernel/listSort';
import type { EmailAddress, EmailAttachment, EmailMessage, EmailMessageSummary, Mailbox, EmailSubscription, UnsubscribeResult } from '../../src/ground/contract/email';
import { notFound } from '../kernel/HttpError';
import { jsonPageOf, pageOf, selectList, type ListColumns, type Page, type Paging } from '../kernel/paging';
import type { PublicContext, SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';

/**
 * Filters of the message list, all case-insensitive: `q` wants every one of its words somewhere in the subject, the
 * text, or an address or name of from, to or cc; `from`, `to` and `cc` want their text in an address or a name of
 * that part (`from=northwind` finds events@northwind.example); `search` its text in the subject or the text.
 */
export interface MessageFilters extends Partial<ListSort<keyof typeof messageSortColumns>> {
  mailbox: number | null; q: string | null; from: string | null; to: string | null; cc: string | null; search: string | null;
}

/** The columns `GET /emailMessages` sorts by (`sort`), by their API names. */
export const messageSortColumns = {
  receivedAt: 'm.received_at', subject: 'lower(m.subject)', fromName: 'lower(coalesce(m.from_name, m.from_address))',
} as const;

interface MessageRow {
  id: number; mailbox_id: number; from_address: string; from_name: string | null; to_addresses: EmailAddress[]; cc_addresses: EmailAddress[];
  subject: string; body_text: string; body_html?: string; received_at: string; unread: boolean; attachment_count: number;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** How many attachments message `m` has (through the index on `email_attachments.message_id`). */
const attachmentCount = '(SELECT count(*)::int FROM email_attachments a WHERE a.message_id = m.id)';
const messageColumns = `m.id, m.mailbox_id, m.from_address, m.from_name, m.to_addresses, m.cc_addresses, m.subject, m.body_text,
  ${iso('m.received_at')} AS received_at, m.unread, ${attachmentCount} AS attachment_count`;
/** `%text%` for ILIKE, with the caller's own `%`, `_` and `\` taken literally. */
function contains(text: string): string;
function contains(text: string | null): string | null;
function contains(text: string | null): string | null {
  return text === null ? null : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the mailbox list shows of each message (no addresses, no text), by its name in the list. */
const summaryColumns = {
  id: 'm.id', fromName: "coalesce(nullif(m.from_name, ''), m.from_address)", subject: 'm.subject', receivedAt: iso('m.received_at'),
  unread: 'm.unread', ccCount: 'jsonb_array_length(m.cc_addresses)', attachmentCount,
} as const;

function messageOf(row: MessageRow): Omit<EmailMessage, 'bodyHtml' | 'bodyText' | 'attachments'> {
  return {
    id: row.id, mailboxId: row.mailbox_id, from: { address: row.from_address, name: row.from_name }, to: row.to_addresses,
    cc: row.cc_addresses, subject: row.subject, preview: row.body_text.replace(/\s+/g, ' ').trim().slice(0, 140),
    receivedAt: row.received_at, unread: row.unread, attachmentCount: row.attachment_count,
  };
}

/** The words of a search (`q`): its parts between spaces. */
export const searchWords = (q: string): string[] => q.split(/\s+/).filter((word) => word !== '');

/** Whether an address of a jsonb list of addresses (to, cc) has the ILIKE `pattern` in its address or its name. */
const anyAddress = (column: string, pattern: string) =>
  `EXISTS (SELECT 1 FROM jsonb_array_elements(${column}) e WHERE e->>'address' ILIKE ${pattern} OR e->>'name' ILIKE ${pattern})`;

/** Everything `q` looks in: subject, text, from, and every to and cc address and name, one text (no word spans two). */
const searchedText = `concat_ws(' ', m.subject, m.body_text, m.from_address, m.from_name,
  (SELECT string_agg(concat_ws(' ', e->>'address', e->>'name'), ' ') FROM jsonb_array_elements(m.to_addresses || m.cc_addresses) e))`;

/**
 * `bodyMatch`: about 140 characters of the text around the first place one of the words ($8, as typed) is found, its
 * spaces folded, with `…` where it was cut; null when the words are only elsewhere (subject, addresses).
 */
const bodyMatch = `(SELECT CASE WHEN f.at IS NULL THEN NULL ELSE btrim(
    CASE WHEN f.at > 41 THEN '…' ELSE '' END
    || regexp_replace(substr(m.body_text, greatest(1, f.at - 40), 140), '\\s+', ' ', 'g')
    || CASE WHEN greatest(1, f.at - 40) + 140 <= length(m.body_text) THEN '…' ELSE '' END) END
  FROM (SELECT min(nullif(strpos(lower(m.body_text), lower(w)), 0)) AS at FROM unnest($8::text[]) w) f)`;

/**
 * The tenant's messages, newest first (read in the order of the index `email_messages_tenant_id_received_at_id`),
 * filtered. A text filter reads every message of the tenant (no index serves a text found inside words): its cost is the
 * tenant's mailbox, never another tenant's. With `q` each item says where in the text it was found (`bodyMatch`).
 */
export async function listMessages(ctx: SessionContext, query: MessageFilters & Paging): Promise<Page<EmailMessageSummary>> {
  const words = query.q === null ? null : searchWords(query.q);
  const columns: ListColumns = words ? { ...summaryColumns, bodyMatch } : summaryColumns;
  // A mailbox runs to thousands of messages: a page of them comes as one JSON value (its columns are text, numbers, booleans).
  return jsonPageOf<EmailMessageSummary>(ctx.db,
    `SELECT ${selectList(columns)} FROM email_messages m WHERE m.tenant_id = $1
       AND ($2::int IS NULL OR m.mailbox_id = $2::int)
       AND ($3::text IS NULL OR m.from_address ILIKE $3::text OR m.from_name ILIKE $3::text)
       AND ($4::text IS NULL OR ${anyAddress('m.to_addresses', '$4::text')})
       AND ($5::text IS NULL OR ${anyAddress('m.cc_addresses', '$5::text')})
       AND ($6::text IS NULL OR m.subject ILIKE $6::text OR m.body_text ILIKE $6::text)
       AND ($7::text[] IS NULL OR ${searchedText} ILIKE ALL ($7::text[]))
     ${orderBy(messageSortColumns, { sort: query.sort ?? null, order: query.order ?? 'asc' }, 'm.received_at DESC, m.id DESC')}`,
    [ctx.tenant.id, query.mailbox, contains(query.from), contains(query.to), contains(query.cc), contains(query.search),
      words?.map(contains) ?? null, ...(words ? [words] : [])], query, Object.keys(columns));
}

/** One message with its body as received and its attachments; null when not the tenant's. */
export async function findMessage(ctx: SessionContext, id: number): Promise<EmailMessage | null> {
  const result = await ctx.db.query<MessageRow>(`SELECT ${messageColumns}, m.body_html FROM email_messages m WHERE m.tenant_id = $1 AND m.id = $2`, [ctx.tenant.id, id]);
  const row = result.rows[0];
  if (!row) return null;
  return { ...messageOf(row), bodyHtml: row.body_html ?? '', bodyText: row.body_text, attachments: await attachmentsOf(ctx, id) };
}

const attachmentsSelect = `SELECT a.id, a.message_id AS "messageId", a.file_name AS "fileName", a.mime_type AS "mimeType",
  length(a.bytes) AS "sizeBytes" FROM email_attachments a WHERE a.message_id = $1 ORDER BY a.id`;

async function attachmentsOf(ctx: SessionContext, messageId: number): Promise<EmailAttachment[]> {
  return (await ctx.db.query<EmailAttachment>(attachmentsSelect, [messageId])).rows;
}

/** A message's attachments; 404 when the message is not the tenant's. */
export async function listAttachments(ctx: SessionContext, messageId: number, paging: Paging): Promise<Page<EmailAttachment>> {
  const message = await ctx.db.query('SELECT 1 FROM email_messages WHERE tenant_id = $1 AND id = $2', [ctx.tenant.id, messageId]);
  if (message.rows.length === 0) throw notFound('E-mail message not found');
  return pageOf<EmailAttachment>(ctx.db, attachmentsSelect, [messageId], paging);
}

/** The tenant's mailboxes with their totals and unread counts. */
export async function listMailboxes(ctx: SessionContext, paging: Paging): Promise<Page<Mailbox>> {
  return pageOf<Mailbox>(ctx.db,
    `SELECT b.id, b.name, b.address, count(m.id)::int AS total, count(m.id) FILTER (WHERE m.unread)::int AS unread
     FROM mailboxes b LEFT JOIN email_messages m ON m.mailbox_id = b.id WHERE b.tenant_id = $1 GROUP BY b.id ORDER BY b.name`,
    [ctx.tenant.id], paging);
}

/** An attachment's bytes, as a download; 404 when not the tenant's. */
export async function downloadAttachment(ctx: SessionContext, id: number): Promise<FileReply> {
  const result = await ctx.db.query<{ file_name: string; mime_type: string; bytes: Uint8Array }>(
    `SELECT a.file_name, a.mime_type, a.bytes FROM email_attachments a JOIN email_messages m ON m.id = a.message_id
     WHERE a.id = $1 AND m.tenant_id = $2`, [id, ctx.tenant.id]);
  const row = result.rows[0];
  if (!row) throw notFound('Attachment not found');
  return new FileReply(row.bytes, row.mime_type, row.file_name);
}

/** Stops e-mails to the address behind an unsubscribe token; asking again answers the same (idempotent). */
/** The subscription behind an unsubscribe link's token; 404 for an unknown token. */
export async function findSubscription(ctx: PublicContext, token: string): Promise<EmailSubscription> {
  const result = await ctx.db.query<{ address: string; unsubscribed_at: string | null }>(
    `SELECT address, ${iso('unsubscribed_at')} AS unsubscribed_at FROM email_subscriptions WHERE token = $1 AND tenant_id = $2`,
    [token, ctx.tenant.id]);
  const row = result.rows[0];
  if (!row) throw notFound('This unsubscribe link is not known or has expired');
  return { address: row.address, unsubscribed: row.unsubscribed_at !== null, unsubscribedAt: row.unsubscribed_at };
}

export async function unsubscribe(ctx: PublicContext, token: string): Promise<UnsubscribeResult> {
  const result = await ctx.db.query<{ address: string; unsubscribed_at: string }>(
    `UPDATE email_subscriptions SET unsubscribed_at = coalesce(unsubscribed_at, $3) WHERE token = $1 AND tenant_id = $2
     RETURNING address, ${iso('unsubscribed_at')} AS unsubscribed_at`, [token, ctx.tenant.id, ctx.now.toISOString()]);
  const row = result.rows[0];
  if (!row) throw notFound('This unsubscribe link is not known or has expired');
  return { address: row.address, unsubscribed: true, unsubscribedAt: row.unsubscribed_at };
}
