// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { makePhotoSmaller, type DrawPhoto } from '../../../../src/renderer/files/smaller-photo/makePhotoSmaller';

const bytes = (size: number) => new Uint8Array(size);
const photo = (name: string, type: string, size = 5_000) => new File([bytes(size)], name, { type, lastModified: 1_700_000_000_000 });
const drawnAs = (type: string, size: number): DrawPhoto => vi.fn(() => Promise.resolve({ blob: new Blob([bytes(size)], { type }), type }));

describe('makePhotoSmaller', () => {
  it('sends a large photo as drawn, under its own name with the extension of its new type', async () => {
    const draw = drawnAs('image/jpeg', 1_000);
    const chosen = photo('IMG_0042.HEIC', 'image/heic');
    const sent = await makePhotoSmaller(chosen, 2000, draw);
    expect(draw).toHaveBeenCalledWith(chosen, 'image/heic', 2000);
    expect(sent).not.toBe(chosen);
    expect(sent).toMatchObject({ name: 'IMG_0042.jpg', type: 'image/jpeg', size: 1_000, lastModified: 1_700_000_000_000 });
  });

  it('keeps the name of a JPEG and of a WebP, and passes the field\'s long side on', async () => {
    expect((await makePhotoSmaller(photo('stage.jpeg', 'image/jpeg'), 2000, drawnAs('image/jpeg', 900))).name).toBe('stage.jpeg');
    const draw = drawnAs('image/webp', 900);
    const sent = await makePhotoSmaller(photo('stand.webp', 'image/webp'), 3000, draw);
    expect(sent).toMatchObject({ name: 'stand.webp', type: 'image/webp' });
    expect(draw).toHaveBeenCalledWith(expect.any(File), 'image/webp', 3000);
  });

  it('sends the original unchanged when the browser cannot decode it', async () => {
    const chosen = photo('IMG_0042.HEIC', '');
    const draw: DrawPhoto = vi.fn(() => Promise.reject(new Error('The photo could not be decoded')));
    expect(await makePhotoSmaller(chosen, 2000, draw)).toBe(chosen);
    expect(draw).toHaveBeenCalledWith(chosen, 'image/heic', 2000);
  });

  it('sends a photo that fits, or that came out no smaller, as chosen', async () => {
    const fits = photo('small.jpg', 'image/jpeg');
    expect(await makePhotoSmaller(fits, 2000, vi.fn(() => Promise.resolve(null)))).toBe(fits);
    const larger = photo('flat.png', 'image/png', 800);
    expect(await makePhotoSmaller(larger, 2000, drawnAs('image/jpeg', 800))).toBe(larger);
  });

  it('never draws a PDF, a GIF or a file of no known type', async () => {
    const draw = drawnAs('image/jpeg', 10);
    for (const file of [photo('plan.pdf', 'application/pdf'), photo('wave.gif', 'image/gif'), photo('notes', '')]) {
      expect(await makePhotoSmaller(file, 2000, draw)).toBe(file);
    }
    expect(draw).not.toHaveBeenCalled();
  });
});
