// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, ListResponse } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

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

const jobsOf = async (token: string) => (await server.call('GET', '/jobs', token)).json<ListResponse<Job>>().items;
/** The job's first moment as Amsterdam (Sam's time zone) reads a UTC DTSTART. */
const amsterdam = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});

describe('GET /jobs/{id}/calendar', () => {
  it("answers one of the caller's jobs as job.ics: its summary, its hours in UTC read in the person's time zone", async () => {
    const job = (await jobsOf(sam)).find((candidate) => candidate.startTime && candidate.endTime && candidate.startDate === candidate.endDate
      && candidate.status === 'confirmed');
    expect(job, 'a confirmed one-day job with hours').toBeDefined();
    const response = await server.call('GET', `/jobs/${job!.id}/calendar`, sam);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="job\.ics"/);
    const text = response.body.replace(/\r\n[ \t]/g, '');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const events = text.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event).toContain(`UID:job-${job!.id}@localhost\r\n`);
    expect(event).toContain(`SUMMARY:${job!.project.name} – ${job!.function}\r\n`);
    const [, y, mo, d, h, mi] = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}Z\r\n/.exec(event)!;
    expect(amsterdam.format(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)))))
      .toBe(`${job!.startDate}, ${job!.startTime!.slice(0, 5)}`);
    expect(event).toMatch(/DTEND:\d{8}T\d{6}Z\r\n/);
  });

  it("answers 404 for someone else's job, as GET /jobs/{id} does", async () => {
    const samsJobs = new Set((await jobsOf(sam)).map((job) => job.id));
    const othersJob = (await jobsOf(chief)).find((job) => !samsJobs.has(job.id));
    expect(othersJob, "a job of the crew chief's that is not Sam's").toBeDefined();
    expect((await server.call('GET', `/jobs/${othersJob!.id}`, sam)).statusCode).toBe(404);
    const response = await server.call('GET', `/jobs/${othersJob!.id}/calendar`, sam);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect((await server.call('GET', `/jobs/${othersJob!.id}/calendar`, chief)).statusCode).toBe(200);
  });
});
