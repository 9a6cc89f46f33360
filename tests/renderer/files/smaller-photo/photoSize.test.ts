// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isResizable, photoMaxSide, photoTypeOf, sentFileName, sentTypeOf, smallerSize } from '../../../../src/renderer/files/smaller-photo/photoSize';

describe('smallerSize', () => {
  it('brings a phone photo down to 2,000 px on its long side, the other side in proportion', () => {
    expect(photoMaxSide).toBe(2000);
    expect(smallerSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(smallerSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(smallerSize({ width: 8000, height: 1 })).toEqual({ width: 2000, height: 1 });
  });

  it('leaves a picture that fits as it is', () => {
    expect(smallerSize({ width: 2000, height: 1500 })).toBeNull();
    expect(smallerSize({ width: 16, height: 16 })).toBeNull();
    expect(smallerSize({ width: 1999, height: 2000 })).toBeNull();
  });

  it('takes another long side', () => {
    expect(smallerSize({ width: 4000, height: 3000 }, 3000)).toEqual({ width: 3000, height: 2250 });
    expect(smallerSize({ width: 2001, height: 1000 }, 1000)).toEqual({ width: 1000, height: 500 });
  });
});

describe('the type a photo is sent as', () => {
  it('makes photos JPEG, keeps WebP, and a PNG with see-through pixels PNG', () => {
    expect(sentTypeOf('image/jpeg')).toBe('image/jpeg');
    expect(sentTypeOf('image/png')).toBe('image/jpeg');
    expect(sentTypeOf('image/png', true)).toBe('image/png');
    expect(sentTypeOf('image/webp')).toBe('image/webp');
    expect(sentTypeOf('image/heic')).toBe('image/jpeg');
    expect(sentTypeOf('image/heif')).toBe('image/jpeg');
  });

  it('does not touch a PDF, a GIF (maybe moving), an SVG or a file of no known type', () => {
    for (const type of ['application/pdf', 'image/gif', 'image/svg+xml', 'text/plain', '']) {
      expect(isResizable(type), type).toBe(false);
      expect(sentTypeOf(type), type).toBeNull();
    }
    expect(isResizable('image/jpeg')).toBe(true);
  });

  it('reads a HEIC the browser gave no type by its name', () => {
    expect(photoTypeOf({ type: '', name: 'IMG_0042.HEIC' })).toBe('image/heic');
    expect(photoTypeOf({ type: '', name: 'scan.heif' })).toBe('image/heif');
    expect(photoTypeOf({ type: 'image/jpeg', name: 'stage.heic' })).toBe('image/jpeg');
    expect(photoTypeOf({ type: '', name: 'notes' })).toBe('');
  });
});

describe('sentFileName', () => {
  it('keeps the name when the type stays', () => {
    expect(sentFileName('stage.jpeg', 'image/jpeg', 'image/jpeg')).toBe('stage.jpeg');
    expect(sentFileName('Stand A.webp', 'image/webp', 'image/webp')).toBe('Stand A.webp');
    expect(sentFileName('logo.png', 'image/png', 'image/png')).toBe('logo.png');
  });

  it('changes the extension when the type changed', () => {
    expect(sentFileName('IMG_0042.HEIC', 'image/heic', 'image/jpeg')).toBe('IMG_0042.jpg');
    expect(sentFileName('screen.shot.png', 'image/png', 'image/jpeg')).toBe('screen.shot.jpg');
    expect(sentFileName('photo', 'image/png', 'image/jpeg')).toBe('photo.jpg');
    expect(sentFileName('.hidden', 'image/png', 'image/jpeg')).toBe('.hidden.jpg');
    expect(sentFileName('stand.webp', 'image/webp', 'image/png')).toBe('stand.png');
  });
});
