import { crewSignatureRequest } from '../../src/ground/contract/crews';
import { badRequest } from '../kernel/HttpError';
import { winAnsiText } from './winAnsiText';

/** The contract's signature field, its limit and its example, where the server's signing code finds them. */
export { maxSignatureBytes, onePixelPng, pngDataUrl } from '../../src/ground/contract/fields/signaturePng';

/** The body of a `…/signed` call: the signature and the signer's name (the contract's). */
export const signatureBody = crewSignatureRequest;

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
