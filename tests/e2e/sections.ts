import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { section } from './demo';
import { settle } from './browser';

/** The button in a collapsible section's heading (`collapsed:` / `collapsible:`), which opens and closes it. */
export const sectionToggle = (page: Page, title: string): Locator => section(page, title).locator('h2 button[aria-expanded]');

/**
 * Opens a collapsible section as a person does, once the screen has settled (drawn, nothing still loading), by tapping
 * its heading (unless it is open), and answers the section, once open. A tap made right after the heading appeared,
 * while the screen was still loading, was lost once in CI (crewCrew, the crew's info section stayed closed; not
 * reproduced since): a person taps once the screen is drawn, and so does the test.
 */
export async function openSection(page: Page, title: string): Promise<Locator> {
  await settle(page, `(before opening ${title})`);
  const toggle = sectionToggle(page, title);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded'), { message: `${title} is open` }).toBe('true');
  return section(page, title);
}
