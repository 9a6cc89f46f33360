import type { Browser } from 'playwright-core';
import type { WireBytes } from './benchResults';
import { phoneContext, settle } from './phoneBrowser';

/**
 * Everything the browser receives on a first, logged-out load of a page (document, scripts, styles, fonts, images,
 * API calls), as the sum of CDP `Network.loadingFinished` `encodedDataLength`: headers plus bodies as sent.
 */
export async function measureWireBytes(browser: Browser, baseUrl: string, path: string): Promise<WireBytes> {
  const context = await phoneContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      bytes += encodedDataLength;
      requests += 1;
    });
    await cdp.send('Network.enable');
    await page.goto(path);
    await settle(page);
    await page.waitForLoadState('networkidle');
    return { path, bytes, requests };
  } finally {
    await context.close();
  }
}
