import { imageSizeOf } from './imageSizeOf';
import { Type } from 'typebox';
import { field, type Field } from '../../src/ground/contract/fields/fields';
import { onePixelPng } from './pngSignature';

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const maxBytes = 1024 * 1024;
/**
 * The longest data URL the document promises: whole groups of 3 bytes within `maxBytes`. (The reader takes the last
 * byte or two of a full MB too, whose text is as long as 2 bytes more, which length cannot tell apart.)
 */
const maxLength = 'data:image/png;base64,'.length + 4 * Math.floor(maxBytes / 3);

/** A drawn signature as a PNG data URL (`data:image/png;base64,…`), checked by content: a real PNG, ≤ 1 MB, ≤ 4000×4000. */
export const pngDataUrl = (): Field<Buffer, string> => field(Type.String({
  pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$',
  maxLength,
  description: 'A PNG image (at most 1 MB, 4000×4000 pixels) as a data URL.',
  examples: [onePixelPng],
}), (value, path, problems) => {
  const match = typeof value === 'string' ? /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(value.trim()) : null;
  if (!match) {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be a PNG data URL (data:image/png;base64,…)' });
    return Buffer.alloc(0);
  }
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > maxBytes) problems.push({ path, message: 'must be at most 1 MB' });
  else if (!bytes.subarray(0, 8).equals(pngMagic)) problems.push({ path, message: 'must hold a PNG image' });
  else {
    const size = sizeOf(bytes);
    if (!size) problems.push({ path, message: 'must hold a PNG image whose size can be read' });
    else if (size.width > 4000 || size.height > 4000) problems.push({ path, message: 'must be at most 4000×4000 pixels' });
  }
  return bytes;
});

function sizeOf(bytes: Buffer): { width: number; height: number } | null {
  try {
    return imageSizeOf(bytes);
  } catch {
    return null;
  }
}
