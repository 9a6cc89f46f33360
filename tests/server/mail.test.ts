// @vitest-environment node
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, ListResponse } from '../../src/ground/contract';
import { deliverMails } from '../../server/mail/mailDelivery';
import { smtpTransport } from '../../server/mail/mailTransport';
import { startLocalSmtpServer, type LocalSmtpServer } from './localSmtpServer';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let smtp: LocalSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  server = await startTestServer({ mail: { smtpUrl: smtp.url, from: 'crew@moyo.example', tickSeconds: 0 } });
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
  removeDataDir(server.dataDir);
});

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);
const askReset = async (username: string) => {
  const response = await server.call('POST', '/forgottenPassword', undefined, { username });
  expect(response.statusCode).toBe(200);
  await server.app.mail.settled();
};
const outboxRowsOf = async (login: string) => (await server.app.db.query<{
  id: number; attempts: number; secret: string | null; last_error: string | null; sent_at: Date | null; given_up_at: Date | null;
}>(`SELECT m.id, m.attempts, m.secret, m.last_error, m.sent_at, m.given_up_at FROM mail_outbox m JOIN users u ON u.id = m.user_id
    WHERE u.login = $1 ORDER BY m.id`, [login])).rows;
/** Makes the mails waiting to be tried again due now, as if their wait had passed. */
const makeDue = () => server.app.db.query('UPDATE mail_outbox SET next_attempt_at = now() - interval \'1 second\' WHERE sent_at IS NULL AND given_up_at IS NULL');
/** A header as the mail carries it (mailparser groups the List-* headers into an object of its own). */
const headerOf = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((header) => header.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
};
const linkIn = (mail: ParsedMail) => {
  const found = /https?:\/\/\S+\/forgottenPassword\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!found) throw new Error(`No reset link in: ${mail.text}`);
  return { url: found[0], token: found[1]! };
};

describe('the password reset mail', () => {
  it('reaches the login in its language, with a text and an HTML part in the tenant\'s look, and its link sets the password', async () => {
    await askReset('crew@demo.test');
    await askReset('chief@demo.test');
    await smtp.waitForMails(2);
    const [english] = mailsTo('crew@demo.test');
    const [dutch] = mailsTo('chief@demo.test');
    expect(english!.subject).toBe('Set a new password for Moyo Crew');
    expect(english!.from?.text).toBe('"Moyo Crew" <crew@moyo.example>');
    expect(english!.text).toContain('Hello Sam,');
    expect(english!.text).toContain('The link works once, for one hour.');
    expect(english!.text).toContain("If this wasn't you");
    expect(english!.html).toContain('<html lang="en-GB">');
    expect(english!.html).toContain('Moyo Crew');
    expect(english!.html).toContain(`href="${linkIn(english!).url}"`);
    expect(dutch!.subject).toBe('Nieuw wachtwoord instellen voor Moyo Crew');
    expect(dutch!.text).toContain('Hallo Dana,');
    expect(dutch!.html).toContain('<html lang="nl-NL">');

    const { url, token } = linkIn(english!);
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/forgottenPassword\//);
    expect((await server.call('POST', `/forgottenPassword/${token}`, undefined, { password: 'mailed link 2026' })).statusCode).toBe(200);
    const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE' }, payload: { username: 'crew@demo.test', password: 'mailed link 2026' } });
    expect(login.statusCode).toBe(200);
    // Sent: the outbox keeps no link.
    expect((await outboxRowsOf('crew@demo.test')).map((row) => [row.secret, row.sent_at !== null])).toEqual([[null, true]]);
  });

  it('is tried again after an SMTP server refused it for a while, and arrives once', async () => {
    smtp.refuse(2, 451);
    await askReset('office@demo.test');
    expect(mailsTo('office@demo.test')).toEqual([]);
    const [waiting] = await outboxRowsOf('office@demo.test');
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null, given_up_at: null });
    expect(waiting!.last_error).toContain('451');
    await makeDue();
    expect(await server.app.mail.tick()).toEqual({ sent: 0, retried: 1, givenUp: 0 });
    await makeDue();
    expect(await server.app.mail.tick()).toEqual({ sent: 1, retried: 0, givenUp: 0 });
    expect(await server.app.mail.tick()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
    expect(smtp.refusals()).toBe(2);
    expect(mailsTo('office@demo.test')).toHaveLength(1);
    expect(await outboxRowsOf('office@demo.test')).toMatchObject([{ attempts: 3, last_error: null, secret: null }]);
  });

  it('is given up at once, with the reason kept, when the SMTP server refuses it for good', async () => {
    smtp.refuse(1, 550);
    await askReset('accountant@demo.test');
    const [row] = await outboxRowsOf('accountant@demo.test');
    expect(row!.given_up_at).not.toBeNull();
    expect(row!.last_error).toContain('550');
    expect(row!.secret).toBeNull();
    await makeDue();
    expect(await server.app.mail.tick()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
    expect(mailsTo('accountant@demo.test')).toEqual([]);
  });

  it('goes out once when two senders (as two server processes) claim the outbox at the same time', async () => {
    const planner = (await server.app.db.query<{ id: number }>("SELECT id FROM users WHERE login = 'planner@demo.test'")).rows[0]!.id;
    await server.app.db.query(
      `INSERT INTO mail_outbox (tenant_id, user_id, kind, secret, app_address, created_at, next_attempt_at)
       SELECT tenant_id, id, 'passwordReset', 'token-' || n, 'http://localhost', now(), now() FROM users, generate_series(1, 12) n WHERE id = $1`, [planner]);
    const senders = [smtpTransport({ smtpUrl: smtp.url }), smtpTransport({ smtpUrl: smtp.url })];
    const counts = await Promise.all(senders.map((sender) => deliverMails(server.app.db, sender, () => new Date())));
    senders.forEach((sender) => sender!.close());
    expect(counts.reduce((sum, count) => sum + count.sent, 0)).toBe(12);
    const tokens = mailsTo('planner@demo.test').map((mail) => linkIn(mail).token).sort();
    expect(tokens).toEqual(Array.from({ length: 12 }, (_, index) => `token-${index + 1}`).sort());
  });
});

describe('a notification mail', () => {
  it('tells a person of a job offered, with a one-click unsubscribe (RFC 8058) that ends such mails', async () => {
    const planner = await server.login('pm@demo.test');
    const dana = await server.login('chief@demo.test');
    const jobs = (await server.call('GET', '/jobs?period=upcoming', dana)).json<ListResponse<Job>>().items.filter((job) => job.status === 'confirmed');
    const offer = async (job: Job) => {
      const response = await server.call('POST', '/projectCrewItemStatus', planner, { crewItemId: job.id, status: 'requested' });
      expect(response.statusCode, response.body).toBe(201);
      await server.app.mail.settled();
    };
    const before = mailsTo('chief@demo.test').length;
    await offer(jobs[0]!);
    const [mail] = (await smtp.waitForMails(smtp.received.length)).filter((one) => one.to && 'text' in one.to && one.to.text === 'chief@demo.test').slice(before);
    expect(mail!.subject).toContain(jobs[0]!.project.name);
    expect(mail!.text).toContain(`/jobs/${jobs[0]!.id}`);
    expect(headerOf(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<([^>]+)>$/.exec(headerOf(mail!, 'list-unsubscribe') ?? '')![1]!;
    expect(unsubscribeUrl).toMatch(/^http:\/\/localhost(:80)?\/api\/v1\/emailMessages\/unsubscribe\/[A-Za-z0-9_-]+$/);

    const clicked = await server.app.inject({
      method: 'POST', url: new URL(unsubscribeUrl).pathname, payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json<{ address: string; unsubscribed: boolean }>()).toMatchObject({ address: 'chief@demo.test', unsubscribed: true });

    const rowsBefore = (await outboxRowsOf('chief@demo.test')).length;
    await offer(jobs[1]!);
    expect(await outboxRowsOf('chief@demo.test')).toHaveLength(rowsBefore);
  });

  it('takes a form body only on the one-click call: any other call answers 415', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const other = await server.app.inject({ method: 'POST', url: '/api/v1/forgottenPassword', payload: 'username=crew%40demo.test', headers: form });
    expect(other.statusCode).toBe(415);
    const unknown = await server.app.inject({ method: 'POST', url: '/api/v1/emailMessages/unsubscribe/no-such-token', payload: 'List-Unsubscribe=One-Click', headers: form });
    expect(unknown.statusCode).toBe(404);
  });
});
