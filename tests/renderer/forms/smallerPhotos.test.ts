// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { smallerPhotos } from '../../../src/renderer/forms/smallerPhotos';
import type { FormField } from '../../../src/renderer/forms/FormField';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const fileField = (path: string, more: Partial<FormField> = {}): FormField => ({ path, kind: 'file', label: 'photos.file', ...more });

describe('smallerPhotos', () => {
  it('makes the photo of every file field smaller and says both sizes', async () => {
    const chosen = file('stage.jpg', 4_800);
    const sent = file('stage.jpg', 900);
    const makeSmaller = vi.fn(() => Promise.resolve(sent));
    const caption: FormField = { path: 'caption', kind: 'text', label: 'photos.caption' };
    const result = await smallerPhotos([fileField('file'), caption], { file: chosen, caption: 'Stand' }, makeSmaller);
    expect(result).toEqual({ flat: { file: sent, caption: 'Stand' }, madeSmaller: [{ before: 4_800, after: 900 }] });
    expect(makeSmaller).toHaveBeenCalledWith(chosen, 2000);
  });

  it('takes the field\'s photoMaxSide, and leaves a field with photoMaxSide: false and an empty one alone', async () => {
    const makeSmaller = vi.fn((chosen: File) => Promise.resolve(chosen));
    const kept = file('scan.jpg', 5_000);
    const result = await smallerPhotos(
      [fileField('file', { photoMaxSide: 3000 }), fileField('scan', { photoMaxSide: false }), fileField('other')],
      { file: file('stage.jpg', 4_000), scan: kept, other: null },
      makeSmaller,
    );
    expect(makeSmaller).toHaveBeenCalledTimes(1);
    expect(makeSmaller).toHaveBeenCalledWith(expect.objectContaining({ name: 'stage.jpg' }), 3000);
    expect(result.flat.scan).toBe(kept);
    expect(result.madeSmaller).toEqual([]);
  });
});
