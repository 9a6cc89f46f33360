import { makePhotoSmaller, type PhotoSizes } from '../files/smaller-photo/makePhotoSmaller';
import { photoMaxSide } from '../files/smaller-photo/photoSize';
import type { FormField } from './FormField';
import { inputName } from './formValues';

/** The form's values as sent, and the bytes of each photo made smaller (as chosen, as sent). */
export interface SmallerPhotos { flat: Record<string, unknown>; madeSmaller: PhotoSizes[] }

/**
 * The form's values (by input name) with the photo of every `file` field made smaller before it is sent or kept on the
 * phone (issue 35, point 5): a phone's 5 MB photo is sent as about 1 MB at `photoMaxSide` (default 2,000 px; `false`
 * sends it as chosen). The values then go everywhere the chosen ones would: the body, the outbox, the form kept for
 * editing a refused write. One photo at a time: two 12-megapixel photos decoded at once may be too much for a phone.
 */
export async function smallerPhotos(fields: readonly FormField[], flat: Record<string, unknown>, makeSmaller = makePhotoSmaller): Promise<SmallerPhotos> {
  const sent = { ...flat };
  const madeSmaller: PhotoSizes[] = [];
  for (const field of fields) {
    const name = inputName(field.path);
    const chosen = flat[name];
    if (field.kind !== 'file' || !(chosen instanceof File) || field.photoMaxSide === false) continue;
    const file = await makeSmaller(chosen, field.photoMaxSide ?? photoMaxSide);
    if (file === chosen) continue;
    sent[name] = file;
    madeSmaller.push({ before: chosen.size, after: file.size });
  }
  return { flat: sent, madeSmaller };
}
