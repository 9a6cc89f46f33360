import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openBrowser, keepScreenshot } from './browser';

describe('the API reference page for implementers', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a call from the OpenAPI document with its answer\'s fields, with no request leaving the origin', async () => {
    // A desk, not a phone: implementers read the reference beside their editor (and on real time: Swagger UI's
    // resolver waits on timers the phone context's fixed clock would hold).
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const origin = new URL(inject('baseUrl')).origin;
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });

    // A deep link opens one call with its answer's fields, as the contract declares them.
    await page.goto('/api/v1/reference#/jobs/getJobsId');
    const job = page.locator('#operations-jobs-getJobsId');
    await job.locator('.opblock-body').waitFor();
    await expect.poll(() => job.innerText(), { timeout: 60_000 }).toContain('"confirmedAt"');
    await keepScreenshot(page, 'api-reference.png');

    expect(await page.title()).toBe('Crew app API reference');
    expect(requests).toContain(`${origin}/api/v1/openapi.json`);
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
