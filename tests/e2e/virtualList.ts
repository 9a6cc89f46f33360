import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Reading a list screen's cards. The list is virtualised (src/renderer/parts/VirtualItemList.tsx): only the cards
 * near the screen are in the DOM, each a `listitem` marked with its `data-index`; the page scrolls, not the list.
 * Nothing here waits for a time: every step waits for a card to be there, and callers poll the whole reading.
 */

const rows = (page: Page) => page.locator('[role="listitem"][data-index]');
const rowAt = (page: Page, index: number) => page.locator(`[role="listitem"][data-index="${index}"]`);

/** The cards in the DOM now, as [index, text]. */
function renderedRows(page: Page): Promise<[number, string][]> {
  return rows(page).evaluateAll((elements) =>
    elements.map((element) => [Number(element.getAttribute('data-index')), element.textContent ?? ''] as [number, string]));
}

/** How many cards the list holds, read at the bottom of the page: the last card's index + 1 (0 without cards). */
async function lengthNow(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const indices = (await renderedRows(page)).map(([index]) => index);
  return indices.length === 0 ? 0 : Math.max(...indices) + 1;
}

/**
 * Scrolls down from the top until card `index` is in the DOM: each step brings the last card seen to the top of the
 * screen, which renders the next ones, and waits for the next card. Answers the texts of the cards seen on the way.
 */
async function scrollTo(page: Page, index: number): Promise<Map<number, string>> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen = new Map<number, string>();
  for (let next = 0; next <= index; next = seen.size) {
    await rowAt(page, next).waitFor({ state: 'attached', timeout: 5_000 });
    for (const [at, text] of await renderedRows(page)) seen.set(at, text);
    const last = Math.max(...seen.keys());
    if (last < index) await rowAt(page, last).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  }
  return seen;
}

/** The texts of every card of the list, in order (the page is scrolled through). */
export async function listedTexts(page: Page): Promise<string[]> {
  const count = await lengthNow(page);
  if (count === 0) return [];
  const seen = await scrollTo(page, count - 1);
  return Array.from({ length: count }, (_, index) => seen.get(index) ?? '');
}

/** What differs between the cards' texts and the expected cards (each a list of texts the card must contain). */
function differences(texts: string[], expected: readonly (readonly string[])[]): string[] {
  if (texts.length !== expected.length) return [`${texts.length} cards instead of ${expected.length}: ${texts.join(' | ')}`];
  return expected.flatMap((parts, index) =>
    parts.filter((part) => !texts[index]!.includes(part)).map((part) => `card ${index} lacks "${part}": ${texts[index]}`));
}

/**
 * Waits until the list shows exactly the expected cards in order, each containing its texts. Polled, since a list
 * filtered in the browser or loading a new tab may still show the last one for a moment.
 */
export async function expectCards(page: Page, expected: readonly (readonly string[])[], where: string): Promise<void> {
  await expect.poll(async () => differences(await listedTexts(page), expected), { message: where, timeout: 20_000 }).toEqual([]);
}

/** Card `index` of the list, scrolled into the DOM and onto the screen. */
export async function cardAt(page: Page, index: number): Promise<Locator> {
  await scrollTo(page, index);
  const card = rowAt(page, index);
  await card.scrollIntoViewIfNeeded();
  return card;
}
