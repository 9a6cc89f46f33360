import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { section } from './demo';

/** The button in a collapsible section's heading (`collapsed:` / `collapsible:`), which opens and closes it. */
export const sectionToggle = (page: Page, title: string): Locator => section(page, title).locator('h2 button[aria-expanded]');

/** Opens a collapsible section by tapping its heading (unless it is open) and answers the section, once open. */
export async function openSection(page: Page, title: string): Promise<Locator> {
  const toggle = sectionToggle(page, title);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded'), { message: `${title} is open` }).toBe('true');
  return section(page, title);
}
