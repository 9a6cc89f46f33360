// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { EmailMessageSummary } from '../../src/ground/contract/email';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

// The office login's mailbox: the demo's five messages of the Moyo tenant (server/demo/seeds/emailData.ts).
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

const messages = async (query: string) => {
  const response = await server.call('GET', `/emailMessages?${query}`, office);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<EmailMessageSummary>>();
};
const subjects = async (query: string) => (await messages(query)).items.map((message) => message.subject);

/** The problems of a refused call, as `path: message`. */
const refusal = async (query: string) => {
  const response = await server.call('GET', `/emailMessages?${query}`, office);
  expect(response.statusCode, response.body).toBe(400);
  const error = response.json<ApiError>().error;
  expect(error.code).toBe('bad_request');
  return error.details?.map((detail) => `${detail.path}: ${detail.message}`);
};

describe('q: words anywhere in a message', () => {
  it('finds a word of the text only, in any case, and says where in the text it was found', async () => {
    const found = await messages('q=zUIDERpark');
    expect(found.total).toBe(1);
    expect(found.items.map((message) => message.subject)).toEqual(['Main stage build – updated crew call times']);
    const match = found.items[0]!.bodyMatch!;
    expect(match).toContain('Crew call at the Zuiderpark gate B');
    expect(match).not.toMatch(/\s{2}|\n/);
    expect(match.length).toBeLessThanOrEqual(142);
  });

  it('finds the subject, the sender, and the to and cc addresses and names; bodyMatch is null when the text did not match', async () => {
    const updated = await messages('q=updated');
    expect(updated.items.map((message) => [message.subject, message.bodyMatch])).toEqual([['Main stage build – updated crew call times', null]]);
    expect(await subjects('q=software')).toEqual(['AV setup – lighting plot']);
    expect(await subjects('q=planning%40moyocrew.example')).toEqual(['Hall 8 – extra riggers on day two', 'AV setup – lighting plot']);
    expect(await subjects('q=Vermeulen')).toEqual(['Main stage build – updated crew call times']);
  });

  it('wants every word, each anywhere: "northwind dress" finds the gala, "zuiderpark northwind" nothing', async () => {
    expect(await subjects('q=northwind%20%20dress')).toEqual(['Gala floor plan and dress code']);
    expect((await messages('q=zuiderpark%20northwind')).total).toBe(0);
  });

  it('takes %, _ and \\ as they are, and never matches the names of the stored fields', async () => {
    for (const query of ['q=100%25', 'q=_', 'q=%5C', 'q=address', 'to=name', 'cc=address']) expect((await messages(query)).total, query).toBe(0);
  });

  it('answers items without bodyMatch when there is no q', async () => {
    const all = await messages('limit=1000');
    expect(all.total).toBe(5);
    expect(all.items.some((message) => 'bodyMatch' in message)).toBe(false);
  });

  it('searches only the caller\'s tenant: Acme\'s message is not found', async () => {
    expect((await messages('q=ziggo')).total).toBe(0);
  });
});

describe('from, to and cc: text in an address or name of that part', () => {
  it('from finds the sender by a part of the address or of the name, in any case', async () => {
    expect(await subjects('from=northwind')).toEqual(['Gala floor plan and dress code']);
    expect(await subjects('from=NORTHWIND%20insurance')).toEqual(['Gala floor plan and dress code']);
    // bas@summersound.example is copied, not the sender: from finds the sender only.
    expect(await subjects('from=summersound')).toEqual(['Main stage build – updated crew call times']);
  });

  it('to and cc look in their own part only', async () => {
    expect(await subjects('to=planning%40')).toEqual(['Hall 8 – extra riggers on day two', 'AV setup – lighting plot']);
    expect(await subjects('cc=office%40moyocrew')).toEqual(['Hall 8 – extra riggers on day two']);
    expect(await subjects('cc=bas%20vermeulen')).toEqual(['Main stage build – updated crew call times']);
    expect((await messages('to=bas')).total).toBe(0);
  });

  it('combines with q and with each other', async () => {
    expect(await subjects('to=office%40moyocrew&q=bank')).toEqual(['Action required: confirm your payment details']);
    expect(await subjects('to=planning&cc=office')).toEqual(['Hall 8 – extra riggers on day two']);
    expect((await messages('from=northwind&q=riggers')).total).toBe(0);
  });
});

describe('paging a search', () => {
  it('pages the found messages newest first, with the total of all of them', async () => {
    const all = await messages('q=moyocrew');
    expect(all.total).toBe(5);
    const pages = [await messages('q=moyocrew&limit=2&page=1'), await messages('q=moyocrew&limit=2&page=2'), await messages('q=moyocrew&limit=2&page=3')];
    expect(pages.map((page) => [page.items.length, page.total, page.page, page.limit])).toEqual([[2, 5, 1, 2], [2, 5, 2, 2], [1, 5, 3, 2]]);
    expect(pages.flatMap((page) => page.items.map((message) => message.id))).toEqual(all.items.map((message) => message.id));
  });
});

describe('bad input', () => {
  it('refuses an empty, too long, repeated or NUL-holding text with 400 naming the filter', async () => {
    expect(await refusal('q=')).toEqual(['q: must not be empty']);
    expect(await refusal('q=%20%20')).toEqual(['q: must not be empty']);
    expect(await refusal(`from=${'a'.repeat(201)}`)).toEqual(['from: must be at most 200 characters']);
    expect(await refusal('to=a&to=b')).toEqual(['to: must be text']);
    expect(await refusal('cc=a%00b')).toEqual(['cc: must not contain a NUL character']);
    expect(await refusal('q=x&page=0')).toEqual(['page: must be a whole number from 1 to 1000000']);
  });

  it('keeps the mailbox rights: a login without them gets 403, without one 401', async () => {
    expect((await server.call('GET', '/emailMessages?q=zuiderpark', await server.login('crew@demo.test'))).statusCode).toBe(403);
    expect((await server.call('GET', '/emailMessages?q=zuiderpark')).statusCode).toBe(401);
  });
});
