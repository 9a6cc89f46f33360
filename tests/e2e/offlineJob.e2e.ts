import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { reloadOffline } from './offlineReload';
import { openBrowser, settle, keepScreenshot } from './browser';
import { uniqueName } from './demo';
import { waitForOfflineCopy } from './offlineCopy';
import { crewPhone, go } from './outboxPhone';
import { newAppliedJob, newCrew, type Job } from './ownCrewJobs';
import { addDays, dayOf } from './suiteClock';

describe('a job seen for a moment, after going offline and reloading', () => {
  let browser: Browser;
  /** This file's own job of crew@demo.test (applied for, on a crew of its own). */
  let job: Job;

  beforeAll(async () => {
    browser = await openBrowser();
    const crew = await newCrew('Offline job crew');
    job = await newAppliedJob(crew, { function: uniqueName('Offline rigger'), day: addDays(dayOf(inject('clock')), 3) });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens again from its link with what was shown, not an error', async () => {
    const { context, page } = await crewPhone(browser);
    const path = `/jobs/${job.id}`;
    await go(page, path);
    await page.getByText(job.function).first().waitFor();
    const shownAt = Date.now();
    // Left at once, as a tap on the back button does: the job was on screen for a moment only.
    await go(page, '/jobs');
    // Within a second of the job showing, its answer is in the offline copy (no waiting for the cache to go quiet).
    await waitForOfflineCopy(page, `"${path}"`, Math.max(0, 1000 - (Date.now() - shownAt)));
    await reloadOffline(context, page);
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await go(page, path);
    await page.getByText(job.function).first().waitFor();
    await page.getByText(job.project.name).first().waitFor();
    await settle(page, 'offline');
    expect(await page.getByTestId('error-state').count(), 'offline, the job seen before shows no error state').toBe(0);
    await keepScreenshot(page, 'offline-job.png');
    await context.close();
  });
});
