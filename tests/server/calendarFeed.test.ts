// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarSubscription, Job, ListResponse } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

let server: TestServer;
let sam: string;
let chief: string;
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  chief = await server.login('chief@demo.test');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const subscribe = async (token = sam) => {
  const response = await server.call('POST', '/publicCalendarSubscriptions', token, {});
  expect(response.statusCode).toBe(201);
  return response.json<CalendarSubscription>();
};
/** Fetches a feed URL the way a calendar app does: no token, no Type header. */
const fetchFeed = (url: string, host = 'localhost') => server.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host } });

describe('calendar subscriptions', () => {
  it('answers an absolute .ics URL on the request host that serves an RFC 5545 feed without a login', async () => {
    const subscription = await subscribe();
    expect(subscription.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/publicCalendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    const response = await fetchFeed(subscription.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(/[^\r]\n/.test(body)).toBe(false);
    const text = body.replace(/\r\n[ \t]/g, '');
    const events = text.split('BEGIN:VEVENT').slice(1);
    expect(events.length).toBeGreaterThan(5);
    for (const event of events) {
      for (const property of ['UID:', 'DTSTAMP:', 'DTSTART', 'SUMMARY:']) expect(event, property).toContain(property);
    }
    expect(text.match(/SUMMARY:Horecava Trade Fair – stand build – Rigger\r\n/g)).toHaveLength(2);
    expect(text).toContain('X-PUBLISHED-TTL:PT1H');
    expect(text).toContain('SUMMARY:Blocked: Family wedding');
    expect(text).toContain('SUMMARY:Vacation');
    expect(text).not.toContain('Manchester Winter Market – stage – Stagehand');
  });

  it("writes a job's hours as moments in UTC, read in the person's time zone (not floating local times)", async () => {
    const { url } = await subscribe();
    const text = (await fetchFeed(url)).body.replace(/\r\n[ \t]/g, '');
    const jobs = (await server.call('GET', '/jobs', sam)).json<ListResponse<Job>>().items
      .filter((job) => job.startTime && job.endTime && job.status !== 'cancelled' && job.startDate === job.endDate);
    expect(jobs.length, 'one-day jobs with hours').toBeGreaterThan(0);
    const timed = text.split('BEGIN:VEVENT').slice(1).filter((event) => /DTSTART[:;](?!VALUE=DATE)/.test(event));
    expect(timed.length).toBeGreaterThan(0);
    // Every timed event in UTC: no floating time, no time zone left for the phone to guess.
    for (const event of timed) expect(event, event).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n[^]*DTEND:\d{8}T\d{6}Z\r\n/);
    // Sam's time zone is Europe/Amsterdam: each job's start, read there, is its start time on its day.
    const amsterdam = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    });
    for (const job of jobs) {
      const event = timed.find((candidate) => candidate.includes(`UID:job-${job.id}@`));
      expect(event, `job ${job.id} in the feed`).toBeDefined();
      const [, y, mo, d, h, mi] = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}Z/.exec(event!)!;
      const wall = amsterdam.format(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi))));
      expect(wall).toBe(`${job.startDate}, ${job.startTime!.slice(0, 5)}`);
    }
  });

  it('accepts the token without .ics, and answers 404 for an unknown token or another tenant host', async () => {
    const { url } = await subscribe();
    expect((await fetchFeed(url.replace(/\.ics$/, ''))).statusCode).toBe(200);
    expect((await fetchFeed(url.replace(/\/[^/]+\.ics$/, '/not-a-token.ics'))).statusCode).toBe(404);
    expect((await fetchFeed(url, 'acme.localhost')).statusCode).toBe(404);
  });

  it('refresh gives a new URL and the old one stops working', async () => {
    const subscription = await subscribe();
    const response = await server.call('POST', '/publicCalendarSubscriptionsRefresh', sam, { id: subscription.id });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json<CalendarSubscription>();
    expect(refreshed.id).toBe(subscription.id);
    expect(refreshed.url).not.toBe(subscription.url);
    expect((await fetchFeed(subscription.url)).statusCode).toBe(404);
    expect((await fetchFeed(refreshed.url)).statusCode).toBe(200);
  });

  it('delete revokes the URL; only the owner can delete or list', async () => {
    const subscription = await subscribe();
    expect((await server.call('DELETE', `/publicCalendarSubscriptions/${subscription.id}`, chief)).statusCode).toBe(404);
    expect((await server.call('POST', '/publicCalendarSubscriptionsRefresh', chief, { id: subscription.id })).statusCode).toBe(404);
    expect((await server.call('GET', `/persons/${personIdOf(sam)}/calendarSubscriptions`, chief)).statusCode).toBe(404);
    const own = await server.call('GET', `/persons/${personIdOf(sam)}/calendarSubscriptions`, sam);
    expect(own.json<ListResponse<CalendarSubscription>>().items.map((s) => s.id)).toContain(subscription.id);
    expect((await server.call('DELETE', `/publicCalendarSubscriptions/${subscription.id}`, sam)).statusCode).toBe(204);
    expect((await fetchFeed(subscription.url)).statusCode).toBe(404);
    expect((await server.call('DELETE', `/publicCalendarSubscriptions/${subscription.id}`, sam)).statusCode).toBe(404);
  });

  it('puts the feed on the tenant\'s own address, never on a Host the server does not know', async () => {
    const onHost = (host: string) => server.call('POST', '/publicCalendarSubscriptions', sam, {}, { host }).then((response) => response.json<CalendarSubscription>().url);
    expect(await onHost('demo.localhost:4173')).toMatch(/^http:\/\/demo\.localhost:4173\/api\/v1\/publicCalendar\//);
    // An unknown host reaches the fallback tenant (the demo's), whose main host name is localhost.
    expect(await onHost('evil.example')).toMatch(/^http:\/\/localhost\/api\/v1\/publicCalendar\//);
    const listed = (await server.call('GET', `/persons/${personIdOf(sam)}/calendarSubscriptions`, sam, undefined, { host: 'evil.example' }))
      .json<ListResponse<CalendarSubscription>>().items;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((subscription) => subscription.url.includes('evil'))).toEqual([]);
  });

  it('takes the scheme from PUBLIC_URL (behind a TLS proxy the request says http), and its origin for its own host', async () => {
    const behindProxy = await startTestServer({ publicUrl: new URL('https://localhost:8443') });
    try {
      const crew = await behindProxy.login('crew@demo.test');
      const onHost = (host: string) => behindProxy.call('POST', '/publicCalendarSubscriptions', crew, {}, { host }).then((response) => response.json<CalendarSubscription>().url);
      expect(await onHost('demo.localhost')).toMatch(/^https:\/\/demo\.localhost\/api\/v1\/publicCalendar\//);
      expect(await onHost('evil.example')).toMatch(/^https:\/\/localhost:8443\/api\/v1\/publicCalendar\//);
    } finally {
      await behindProxy.close();
      removeDataDir(behindProxy.dataDir);
    }
  });

  it('refuses unknown body keys with 400', async () => {
    const response = await server.call('POST', '/publicCalendarSubscriptions', sam, { url: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: unknown[] } }>().error.details.length).toBeGreaterThan(0);
  });
});
