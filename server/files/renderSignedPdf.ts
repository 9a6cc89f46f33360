import { renderPdf, type PdfContent } from './renderPdf';
import { winAnsiText } from './winAnsiText';

/** One signature to print: who, when, and the drawn PNG. */
export interface PrintedSignature { name: string; signedAt: string; png: Uint8Array | null }

/** The fixed words of the signatures page, in the reader's language. */
export interface SignaturePageTexts {
  heading: string;
  /** The line above a signature, e.g. `Anna Smit - signed 29 Nov 2026, 04:30 (UTC+00:00)`. */
  signedLine: (signature: PrintedSignature) => string;
  unreadable: string;
}

/** The document's PDF with a last page of signatures: each signatory's name, time and drawn signature. */
export async function renderSignedPdf(
  content: PdfContent, signatures: PrintedSignature[], texts: SignaturePageTexts,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.load(await renderPdf(content));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  let y = 841.89 - 56;
  page.drawText(winAnsiText(texts.heading), { x: 56, y, size: 16, font: bold });
  y -= 36;
  for (const signature of signatures) {
    page.drawText(winAnsiText(texts.signedLine(signature)), { x: 56, y, size: 11, font, color: rgb(0.1, 0.1, 0.1) });
    y -= 90;
    if (signature.png) {
      try {
        const image = await pdf.embedPng(signature.png);
        const scale = Math.min(200 / image.width, 70 / image.height, 1);
        page.drawImage(image, { x: 56, y: y + 8, width: image.width * scale, height: image.height * scale });
      } catch {
        page.drawText(winAnsiText(texts.unreadable), { x: 56, y: y + 30, size: 9, font });
      }
    }
    y -= 12;
  }
  return pdf.save();
}
