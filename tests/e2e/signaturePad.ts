import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { settle } from './browser';

type Box = { x: number; y: number; width: number; height: number };

/**
 * The pad's place once the screen has settled (a PDF preview above it is drawn page by page; the screen counts it as
 * loading until it is shown) and the pad stayed put over two successive looks.
 */
async function steadyBox(page: Page, pad: Locator): Promise<Box> {
  await settle(page, 'before signing');
  let last = '';
  let box: Box | null = null;
  await expect.poll(async () => {
    await pad.scrollIntoViewIfNeeded();
    box = await pad.boundingBox();
    const same = JSON.stringify(box) === last;
    last = JSON.stringify(box);
    return same;
  }, { message: 'the signature pad stays in place', timeout: 10_000 }).toBe(true);
  return box!;
}

/** Draws a signature on the pad with real pointer movements (a finger or a mouse), and checks the pad took it. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  await page.locator('[data-testid="signature-pad"][data-ready="true"][data-empty="true"]').waitFor();
  const box = await steadyBox(page, pad);
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [[0.2, 0.3], [0.35, 0.7], [0.5, 0.35], [0.65, 0.65], [0.8, 0.4]] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
  await page.locator('[data-testid="signature-pad"][data-empty="false"]').waitFor({ timeout: 5_000 });
}

