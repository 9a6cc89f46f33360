
/** A simple document: a title, label/value lines and paragraphs. */
export interface PdfContent {
  title: string;
  lines?: { label: string; value: string }[];
  paragraphs?: string[];
  /** Printed at the foot, e.g. the download timestamp in UTC-offset format. */
  footer?: string;
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;

/** Renders a real PDF (A4, Helvetica) from the data, for downloads such as payroll documents and delivery notes. */
export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  // pdf-lib loads with the first PDF made, not with the server's start.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
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
    page.drawText(toWinAnsi(text), { x: options.x ?? margin, y, size, font: options.bold ? bold : font, color: rgb(0.1, 0.1, 0.1) });
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
  if (content.footer) page.drawText(toWinAnsi(content.footer), { x: margin, y: margin / 2, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
  return pdf.save();
}

/** The standard fonts speak WinAnsi only: characters outside it become `?` rather than failing the download. */
function toWinAnsi(text: string): string {
  return text.replace(/[–—]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

function wrap(text: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(/\s+/)) {
    if ((row + ' ' + word).trim().length > width) {
      rows.push(row);
      row = word;
    } else row = (row + ' ' + word).trim();
  }
  if (row) rows.push(row);
  return rows;
}
