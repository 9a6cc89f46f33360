import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../kernel/database';
import { composeMail, type OutboxMail } from '../mail/mailComposition';

/** Where the development mail page is. */
export const devMailPath = '/dev/mail';

interface ListedMail extends OutboxMail { login: string; sent_at: Date | null; given_up_at: Date | null; last_error: string | null }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
/** Plain text with its addresses as links. */
const linked = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="word-break:break-all">${url}</a>`);
const isLoopback = (address: string) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

function page(reply: FastifyReply, title: string, body: string) {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;margin:16px;max-width:760px">${body}</body></html>`);
}

/**
 * The development mail page: the mails the server wrote, newest first, each with its plain text (links followable,
 * so a person trying the demo can use a reset link) and its HTML part at `/dev/mail/{id}`. Without an SMTP server
 * (`SMTP_URL`) this is where mails stay; with one, sent mails show without their secret. Not registered when
 * `NODE_ENV=production`, and refused (404) to any client but this machine.
 */
export function serveDevMailPage(app: FastifyInstance, db: Db): void {
  if (process.env.NODE_ENV === 'production') return;
  const mails = async (id?: number) => (await db.query<ListedMail>(
    `SELECT m.id, m.tenant_id, m.user_id, m.kind, m.subject_id, m.secret, m.app_address, m.created_at, m.attempts,
       m.sent_at, m.given_up_at, m.last_error, u.login
     FROM mail_outbox m JOIN users u ON u.id = m.user_id WHERE ($1::bigint IS NULL OR m.id = $1) ORDER BY m.id DESC LIMIT 50`,
    [id ?? null])).rows;
  const written = async (mail: ListedMail) => composeMail(db, mail).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));

  app.get(devMailPath, async (request, reply) => {
    if (!isLoopback(request.ip)) return reply.callNotFound();
    const items = await Promise.all((await mails()).map(async (mail) => {
      const composed = await written(mail);
      const state = mail.sent_at ? 'sent' : mail.given_up_at ? `given up: ${mail.last_error ?? ''}` : 'kept (no SMTP server)';
      const head = `<h2 style="font-size:16px;margin:0 0 4px">${'error' in composed ? escapeHtml(mail.kind) : escapeHtml(composed.subject)}</h2>
        <p style="margin:0 0 8px;color:#555">To ${escapeHtml(mail.login)} · ${escapeHtml(new Date(mail.created_at).toISOString())} · ${escapeHtml(state)}</p>`;
      const body = 'error' in composed
        ? `<p>${escapeHtml(composed.error)}</p>`
        : `<pre style="white-space:pre-wrap;background:#f5f5f5;padding:8px">${linked(composed.text)}</pre><a href="${devMailPath}/${mail.id}">HTML part</a>`;
      return `<article data-mail="${mail.id}" style="border-bottom:1px solid #ddd;padding:12px 0">${head}${body}</article>`;
    }));
    return page(reply, 'Mail', `<h1 style="font-size:20px">Mail written by this server (newest first)</h1>${items.join('') || '<p>No mail yet.</p>'}`);
  });

  app.get<{ Params: { id: string } }>(`${devMailPath}/:id`, async (request, reply) => {
    const id = Number(request.params.id);
    if (!isLoopback(request.ip) || !Number.isSafeInteger(id)) return reply.callNotFound();
    const [mail] = await mails(id);
    const composed = mail && (await written(mail));
    if (!composed || 'error' in composed) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(composed.html);
  });
}
