import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { imageSize } from 'image-size';
import { api, expectNoErrorState, loggedInPhone, openScreen, section, uniqueName, claimsOf, type List } from './demo';
import { keepScreenshot, openBrowser } from './browser';
import { addDays, dayOf } from './suiteClock';
import { crewLogin, newConfirmedJob, newCrew, type OwnCrew } from './ownCrewJobs';
import { fileSizeText } from '../../src/renderer/files/smaller-photo/fileSizeText';
import { intlLocaleOf } from '../../src/tenant/dayjsLocales';

interface Doc { id: number; caption: string; file: { id: number; kind: string; fileName: string } | null }

/**
 * A 4000×3000 JPEG as a phone's camera makes it, drawn on a canvas in the page (sky, stage, a red case in the top left
 * corner), with an EXIF orientation of 6: the phone was held upright, so the picture shows 3000 wide and 4000 high.
 */
async function uprightPhoneJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 4000, 3000);
    sky.addColorStop(0, '#7ab8f5');
    sky.addColorStop(1, '#20304a');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4000, 3000);
    context.fillStyle = '#d22';
    context.fillRect(0, 0, 800, 600);
    context.font = 'bold 260px sans-serif';
    context.fillStyle = '#fff';
    for (let row = 0; row < 8; row += 1) context.fillText(`Stand ${row} · truss · cases · lights`, 120, 900 + row * 280);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  const jpeg = Buffer.from(base64, 'base64');
  // APP1 "Exif": a big-endian TIFF header and one IFD entry, Orientation (0x0112) = 6, inserted after the JPEG's SOI.
  const exif = Buffer.from([
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08,
    0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}

/** The text of the upload's progress bar that says the photo was made smaller, read while the upload is held back. */
function progressTextWhileUploading(page: Page, start: string): Promise<string> {
  return new Promise((resolve, reject) => {
    void page.route((url) => /\/api\/v1\/persons\/\d+\/documents$/.test(url.pathname), async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      // The upload waits until the bar has said so: on this machine it would be over before anyone could read it.
      await page.getByTestId('transfer-bar').getByText(start).textContent().then((text) => resolve(text ?? ''), reject);
      await route.continue();
    });
  });
}

/** A stored file of the api, as bytes. */
async function storedFile(bearer: string, id: number): Promise<Buffer> {
  const response = await fetch(`${inject('baseUrl')}/api/v1/file/${id}`, { headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE' } });
  expect(response.status, `GET /file/${id}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Photos made smaller on the phone (issue 35, point 5): a crew member uploads a phone photo of 4000×3000 (held upright)
 * on a crew's photos screen; the server stores it at 2,000 px on its long side, upright, as a JPEG of a fraction of
 * the bytes, and the upload's progress says both sizes. The crew, its job and the photo are this file's own.
 */
describe('a phone photo is made smaller before it is uploaded', () => {
  let browser: Browser;
  let crew: OwnCrew;

  beforeAll(async () => {
    browser = await openBrowser();
    crew = await newCrew('Smaller photos crew');
    await newConfirmedJob(crew, { function: uniqueName('Photo rigger'), day: addDays(dayOf(inject('clock')), 12) });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a 4000×3000 photo as 1500×2000, upright, drawn in a worker, and says both sizes while uploading', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, crewLogin);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const personId = claimsOf(bearer).loginData.person.id;
    const locale = intlLocaleOf[claimsOf(bearer).loginData.language] ?? 'en-GB';
    await openScreen(page, `/crews/${crew.id}/photos`, t('photos.title'));
    const photo = await uprightPhoneJpeg(page);
    const before = fileSizeText(photo.length, locale);
    const start = t('photoUpload.madeSmaller', { before, after: '·' }).split('·')[0]!.trim();

    await page.getByRole('button', { name: t('photos.upload'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'IMG_4000x3000.jpg', mimeType: 'image/jpeg', buffer: photo });
    const caption = uniqueName('Smaller stage');
    await dialog.getByLabel(t('photos.caption')).fill(caption);
    const shown = progressTextWhileUploading(page, start);
    await dialog.getByRole('button', { name: t('photos.uploadSubmit'), exact: true }).click();
    const progressText = await shown;
    await keepScreenshot(page, 'smallerPhotos-uploading.png');
    await page.getByText(t('photos.uploaded'), { exact: true }).waitFor();

    const doc = (await api<List<Doc>>(bearer, `/persons/${personId}/documents`)).items.find((one) => one.caption === caption);
    expect(doc?.file, 'the photo is stored').toMatchObject({ kind: 'jpeg', fileName: 'IMG_4000x3000.jpg' });
    const stored = await storedFile(bearer, doc!.file!.id);
    const { width, height } = imageSize(stored);
    expect({ width, height }, 'made smaller to 2,000 px on its long side, turned upright').toEqual({ width: 1500, height: 2000 });
    expect(stored.length, 'a fraction of the bytes').toBeLessThan(photo.length / 2);
    expect(progressText).toBe(t('photoUpload.madeSmaller', { before, after: fileSizeText(stored.length, locale) }));
    expect(workers, 'drawn off the page\'s thread').toContainEqual(expect.stringMatching(/\/assets\/photoWorker-[\w-]+\.js$/));

    await section(page, t('photos.sectionGallery')).getByTestId('gallery-item').filter({ hasText: caption }).waitFor();
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
