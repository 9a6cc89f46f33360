import { photoQuality, sentTypeOf, smallerSize, type PixelSize } from './photoSize';

/** A photo drawn smaller: its bytes and the type they were encoded as. */
export interface DrawnPhoto { blob: Blob; type: string }

/** A canvas to draw on and encode from: an OffscreenCanvas where there is one (always in a worker), else a page's. */
interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode: (type: string, quality: number) => Promise<Blob>;
}

function surfaceOf({ width, height }: PixelSize): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to draw the photo on');
    return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the photo on');
  return {
    context,
    encode: (type, quality) => new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), type, quality);
    }),
  };
}

/** Whether any pixel is see-through (a logo on no background), which JPEG cannot keep. */
function isTransparent(surface: Surface, { width, height }: PixelSize): boolean {
  const { data } = surface.context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 255) < 255) return true;
  return false;
}

/**
 * Decodes a photo of `type` with its EXIF orientation applied (a phone held upright stores its photo on its side and
 * says so in EXIF; the drawn copy has no EXIF, so the turn must be in its pixels) and, when its long side is over
 * `maxSide`, draws it at that size and encodes it (see sentTypeOf). Answers null when it fits as it is; throws when
 * the browser cannot decode it. Runs in a worker or on a page.
 */
export async function drawSmallerPhoto(file: Blob, type: string, maxSide: number): Promise<DrawnPhoto | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = smallerSize(bitmap, maxSide);
    if (!size) return null;
    const surface = surfaceOf(size);
    surface.context.imageSmoothingQuality = 'high';
    surface.context.drawImage(bitmap, 0, 0, size.width, size.height);
    const sentType = sentTypeOf(type, type === 'image/png' && isTransparent(surface, size));
    if (!sentType) return null;
    const blob = await surface.encode(sentType, photoQuality);
    // A browser that cannot encode the type asked for (WebP in older Safari) gives PNG: the blob says what it is.
    return { blob, type: blob.type || sentType };
  } finally {
    bitmap.close();
  }
}
