// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { EmailAttachment, EmailMessage, EmailMessageSummary, Mailbox, UnsubscribeResult } from '../../src/ground/contract/email';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let office: string;
beforeAll(async () => {
  server = await startTestServer();
  office = await server.login('office@demo.test');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const messages = async (query = '', token = office) => {
  const response = await server.call('GET', `/emailMessages${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<EmailMessageSummary>>();
};

describe('mailbox access', () => {
  it('is only for logins with the emailMessages READ right (client, office, pm, accountant)', async () => {
    for (const login of ['client@demo.test', 'pm@demo.test', 'accountant@demo.test']) {
      expect((await server.call('GET', '/emailMessages', await server.login(login))).statusCode, login).toBe(200);
    }
    for (const login of ['crew@demo.test', 'planner@demo.test', 'p-1001']) {
      const response = await server.call('GET', '/emailMessages', await server.login(login));
      expect(response.statusCode, login).toBe(403);
    }
    const first = (await messages()).items[0]!;
    const crew = await server.login('crew@demo.test');
    expect((await server.call('GET', `/emailMessages/${first.id}`, crew)).statusCode).toBe(403);
  });

  it('keeps tenants apart: another tenant’s message is a 404', async () => {
    const list = await messages();
    expect(list.items.every((message) => !message.subject.includes('Ziggo'))).toBe(true);
    expect((await server.call('GET', `/emailMessages/${Math.max(...list.items.map((m) => m.id)) + 1}`, office)).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('lists newest first and filters by mailbox, from, to, cc and search', async () => {
    const all = await messages();
    expect(all.total).toBe(5);
    const times = all.items.map((message) => message.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    const boxes = (await server.call('GET', '/emailMessages/mailboxes', office)).json<ListResponse<Mailbox>>();
    const planning = boxes.items.find((box) => box.name === 'Planning')!;
    expect(planning).toMatchObject({ total: 2, unread: 1 });
    expect((await messages(`?mailbox=${planning.id}`)).total).toBe(2);
    expect((await messages('?from=northwind')).items.map((m) => m.subject)).toEqual(['Gala floor plan and dress code']);
    expect((await messages('?cc=bas%40summersound')).total).toBe(1);
    expect((await messages('?to=planning%40')).total).toBe(2);
    expect((await messages('?search=riggers')).total).toBe(1);
    expect((await messages('?search=100%25')).total).toBe(0);
    expect((await server.call('GET', '/emailMessages?search=a%00b', office)).statusCode).toBe(400);
    const bad = await server.call('GET', '/emailMessages?mailbox=abc', office);
    expect(bad.json<ApiError>().error.details?.[0]?.path).toBe('mailbox');
  });

  it('answers a body as received (the app sanitises), with its attachments, and downloads them', async () => {
    const phishing = (await messages('?search=bank')).items[0]!;
    const message = (await server.call('GET', `/emailMessages/${phishing.id}`, office)).json<EmailMessage>();
    expect(message.bodyHtml).toContain('<script>');
    expect(message.bodyHtml).toContain('onerror=');
    expect(message.preview).not.toContain('<');
    const withFile = (await messages('?search=call sheet')).items[0] ?? (await messages('?search=07:00')).items[0]!;
    const attachments = (await server.call('GET', `/emailMessages/${withFile.id}/attachments`, office)).json<ListResponse<EmailAttachment>>();
    expect(attachments.items).toHaveLength(1);
    const download = await server.call('GET', `/emailMessageAttachments/${attachments.items[0]!.id}/download`, office);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('call-sheet-main-stage.pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await server.call('GET', '/emailMessageAttachments/999999/download', office)).statusCode).toBe(404);
  });
});

describe('unsubscribe', () => {
  it('answers 200 and stays the same when asked again; an unknown token is a 404', async () => {
    const token = 'unsub-1b8d4e6f-claire-hughes-updates';
    const first = await server.call('POST', '/emailMessages/unsubscribe', undefined, { token });
    expect(first.statusCode, first.body).toBe(200);
    const again = await server.call('POST', '/emailMessages/unsubscribe', undefined, { token });
    expect(again.json<UnsubscribeResult>()).toEqual(first.json<UnsubscribeResult>());
    expect(first.json<UnsubscribeResult>().address).toBe('claire.hughes@summersound.example');
    expect((await server.call('POST', '/emailMessages/unsubscribe', undefined, { token: 'nope' })).statusCode).toBe(404);
    expect((await server.call('POST', '/emailMessages/unsubscribe', undefined, {})).statusCode).toBe(400);
  });
});
