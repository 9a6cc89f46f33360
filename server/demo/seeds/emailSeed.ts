import { renderPdf } from '../../files/renderPdf';
import type { DomainSeed } from './DomainSeed';
import { demoMailboxes, demoMessages, demoSubscriptions, type DemoMessage } from './emailData';
import { addDays } from '../../kernel/isoDates';

/** A small real PNG (a grey square), for image attachments. */
const pngAttachment = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAAAAAA6mKC9AAAAYElEQVR42mXKEQCAMABFwYfDYRiGw2EYDsPhMAzDMAzDMAzDMAzDMAzz3/GBzV0ZYtMN07Id14PJCl/Vqe3Hed3P+/0FJBgkWCRkSMiRUCDBIcEjoURChYSAhBoJEQnpA6LffAHtgzcBAAAAAElFTkSuQmCC', 'base64');

const textOf = (html: string) => html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

async function attachmentBytes(attachment: NonNullable<DemoMessage['attachments']>[number]): Promise<Buffer> {
  if (attachment.kind === 'png') return pngAttachment;
  return Buffer.from(await renderPdf({ title: attachment.title, paragraphs: ['Attachment of a demo e-mail.'] }));
}

/** Mailboxes with messages (HTML bodies stored as received, one with a script and an onerror image), attachments and unsubscribe tokens. */
export const emailSeed: DomainSeed = async (tx, ids, today) => {
  for (const box of demoMailboxes) {
    await ids.insert('mailbox', box.key, 'INSERT INTO mailboxes (tenant_id, name, address) VALUES ($1, $2, $3) RETURNING id',
      [ids.get('tenant', box.tenant), box.name, box.address]);
  }
  const seedMoment = new Date(`${addDays(today, 0)}T12:00:00Z`).getTime();
  for (const [index, message] of demoMessages.entries()) {
    const tenant = demoMailboxes.find((box) => box.key === message.mailbox)!.tenant;
    const id = await ids.insert('emailMessage', String(index + 1),
      `INSERT INTO email_messages (tenant_id, mailbox_id, from_address, from_name, to_addresses, cc_addresses, subject, body_html, body_text, received_at, unread)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [ids.get('tenant', tenant), ids.get('mailbox', message.mailbox), message.from.address, message.from.name, JSON.stringify(message.to),
        JSON.stringify(message.cc ?? []), message.subject, message.html, textOf(message.html),
        new Date(seedMoment - message.hoursAgo * 3_600_000).toISOString(), message.unread ?? true]);
    for (const attachment of message.attachments ?? []) {
      await tx.query('INSERT INTO email_attachments (message_id, file_name, mime_type, bytes) VALUES ($1, $2, $3, $4)',
        [id, attachment.name, attachment.kind === 'pdf' ? 'application/pdf' : 'image/png', await attachmentBytes(attachment)]);
    }
  }
  for (const subscription of demoSubscriptions) {
    await tx.query('INSERT INTO email_subscriptions (token, tenant_id, address) VALUES ($1, $2, $3)',
      [subscription.token, ids.get('tenant', subscription.tenant), subscription.address]);
  }
};
