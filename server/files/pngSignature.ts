import { Type } from 'typebox';
import { field, object, text, type Field } from '../../src/ground/contract/fields/fields';
import { badRequest } from '../kernel/HttpError';
import { winAnsiText } from './winAnsiText';

/** The largest signature we keep: 1 MB of PNG. */
export const maxSignatureBytes = 1024 * 1024;

const prefix = 'data:image/png;base64,';
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A PNG of one pixel, as the reference's example of a drawn signature. */
export const onePixelPng = `${prefix}iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==`;

/**
 * A signature sent as a PNG data URL (`data:image/png;base64,…`): strict base64, PNG magic bytes, at most 1 MB
 * decoded. Answers the PNG bytes.
 */
export const pngDataUrl = (): Field<Uint8Array> => field(Type.String({
  // Base64 in whole groups of 4 characters, the last one padded: what `base64` and the length check below take.
  pattern: '^data:image/png;base64,([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2}==)$',
  // Whole groups of 3 bytes within the limit: the text of a full MB is as long as that of 2 bytes more.
  maxLength: prefix.length + 4 * Math.floor(maxSignatureBytes / 3),
  description: `A PNG image of at most ${maxSignatureBytes} bytes as a data URL.`,
  examples: [onePixelPng],
}), (value, path, problems) => {
  const refuse = (message: string) => {
    problems.push({ path, message });
    return new Uint8Array();
  };
  if (value === undefined) return refuse('is required');
  if (typeof value !== 'string' || !value.startsWith(prefix)) return refuse(`must be a PNG data URL starting ${prefix}`);
  const encoded = value.slice(prefix.length);
  if (encoded.length === 0 || encoded.length % 4 !== 0 || !base64.test(encoded)) return refuse('must be valid base64');
  if ((encoded.length / 4) * 3 > maxSignatureBytes + 2) return refuse(`must be at most ${maxSignatureBytes} bytes`);
  const bytes = new Uint8Array(Buffer.from(encoded, 'base64'));
  if (bytes.length > maxSignatureBytes) return refuse(`must be at most ${maxSignatureBytes} bytes`);
  if (!pngMagic.every((byte, index) => bytes[index] === byte)) return refuse('must be a PNG image');
  return bytes;
});

/** The body of a `…/signed` call: the signature and the signer's name. */
export const signatureBody = object(
  { signature: pngDataUrl(), signerName: text({ max: 120 }) },
  { unknownKeys: 'reject' },
);

/** A signature as the stores take it. */
export interface Signature { signature: Uint8Array; signerName: string }

/** 400 unless the PNG decodes (magic bytes can front garbage); run before storing a signature. */
export async function assertPngDecodes(png: Uint8Array, path = 'signature'): Promise<void> {
  // pdf-lib loads with the first signature, not with the server's start.
  const { PDFDocument } = await import('pdf-lib');
  try {
    const pdf = await PDFDocument.create();
    await pdf.embedPng(png);
  } catch {
    throw badRequest(`${path} is not a PNG image that can be read`, [{ path, message: 'is not a PNG image that can be read' }]);
  }
}

/** `pdfBytes` with the signature drawn at the foot of its last page, above the signer's name and time. */
export async function stampSignature(pdfBytes: Uint8Array, png: Uint8Array, caption: string): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.load(pdfBytes);
  const image = await pdf.embedPng(png);
  const page = pdf.getPages().at(-1)!;
  const scale = Math.min(200 / image.width, 80 / image.height, 1);
  page.drawImage(image, { x: 56, y: 90, width: image.width * scale, height: image.height * scale });
  page.drawText(winAnsiText(caption), { x: 56, y: 76, size: 9 });
  return pdf.save();
}
