/**
 * What a phone photo is sent as (issue 35, point 5): no React, no canvas — the decisions the drawing follows, so they
 * can be tested on their own.
 */

/** The longest side, in pixels, a photo is sent with by default: a stand's labels stay readable at a tenth of the bytes. */
export const photoMaxSide = 2000;

/** The JPEG and WebP quality a smaller photo is encoded with: no visible loss on a phone's screen. */
export const photoQuality = 0.8;

/** A picture's width and height in pixels. */
export interface PixelSize { width: number; height: number }

/**
 * The image types made smaller, and the type each is sent as: a photo becomes JPEG (a PNG photo or a HEIC too, which
 * not every browser shows), a WebP stays WebP. GIF (maybe animated) and SVG (no pixels) are not in it.
 */
const sentTypes: Readonly<Record<string, string>> = {
  'image/jpeg': 'image/jpeg', 'image/png': 'image/jpeg', 'image/webp': 'image/webp', 'image/heic': 'image/jpeg', 'image/heif': 'image/jpeg',
};

/** Some phones hand a HEIC over with no type: its name says what it is. */
const typesByExtension: Readonly<Record<string, string>> = { heic: 'image/heic', heif: 'image/heif' };

const extensionOf = (name: string) => /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The image type of a chosen file, by its type or, when the browser gave none, by its name (`IMG_1.HEIC`). */
export function photoTypeOf(file: { type: string; name: string }): string {
  return file.type || (typesByExtension[extensionOf(file.name)] ?? '');
}

/** Whether a file of this type may be made smaller (a PDF, a GIF or a text never is). */
export const isResizable = (type: string): boolean => type in sentTypes;

/**
 * The type a photo of `type` is sent as, null when it is not made smaller. A PNG with see-through pixels (a logo)
 * stays PNG: JPEG has no transparency and would turn them black.
 */
export function sentTypeOf(type: string, transparent = false): string | null {
  if (type === 'image/png' && transparent) return 'image/png';
  return sentTypes[type] ?? null;
}

/**
 * The size a picture of `width`×`height` is sent at: its long side brought down to `maxSide`, the other in proportion
 * (at least 1 px); null when it already fits and is sent as it is.
 */
export function smallerSize({ width, height }: PixelSize, maxSide = photoMaxSide): PixelSize | null {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide || maxSide <= 0) return null;
  const scale = maxSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const extensions: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * The name a photo is sent under: the chosen file's name, its extension changed when its type changed
 * (`IMG_0042.HEIC` sent as JPEG → `IMG_0042.jpg`; `stage.jpeg` stays `stage.jpeg`).
 */
export function sentFileName(name: string, type: string, sentType: string): string {
  if (type === sentType) return name;
  const extension = extensions[sentType];
  if (!extension) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.${extension}`;
}
