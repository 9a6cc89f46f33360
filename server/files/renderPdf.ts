import { winAnsiText } from './winAnsiText';


/** A simple document: a title, label/value lines and paragraphs. */
export interface PdfContent {
  title: string;
  lines?: { label: string; value: string }[];
  paragraphs?: string[];
  /** Printed at the foot, e.g. the download moment. */
  footer?: string;
  /** The BCP 47 tag of the language the texts are in, e.g. `nl-NL`, kept as the PDF's language for readers. */
  language?: string;
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;

/** Renders a real PDF (A4, Helvetica) from the data, for downloads such as payroll documents and delivery notes. */
export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  // pdf-lib loads with the first PDF made, not with the server's start.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  if (content.language) pdf.setLanguage(content.language);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const write = (text: string, options: { size?: number; bold?: boolean; x?: number } = {}) => {
    if (y < margin + 40) {
      page = pdf.addPage(pageSize);
      y = pageSize[1] - margin;
    }
    const size = options.size ?? 11;
    page.drawText(winAnsiText(text), { x: options.x ?? margin, y, size, font: options.bold ? bold : font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 7;
  };
  write(content.title, { size: 18, bold: true });
  y -= 8;
  for (const line of content.lines ?? []) {
    write(line.label, { bold: true });
    y += 18;
    write(line.value, { x: margin + 170 });
  }
  for (const paragraph of content.paragraphs ?? []) {
    y -= 6;
    for (const row of wrap(paragraph, 90)) write(row);
  }
  if (content.footer) page.drawText(winAnsiText(content.footer), { x: margin, y: margin / 2, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
  return pdf.save();
}

function wrap(text: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  // Broken at plain spaces only: the no-break spaces Intl writes keep an amount (`€ 275,00`) on one row.
  for (const word of text.split(/[ \t\r\n]+/)) {
    if ((row + ' ' + word).trim().length > width) {
      rows.push(row);
      row = word;
    } else row = (row + ' ' + word).trim();
  }
  if (row) rows.push(row);
  return rows;
}
