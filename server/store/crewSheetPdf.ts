import type { CrewSheet, ProjectCrew } from '../../src/ground/contract';
import { conflict } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { stampSignature } from '../files/pngSignature';
import { renderPdf } from '../files/renderPdf';
import { downloadedAt, pdfWritingFor } from './pdf/pdfTexts';

/** The sheet's name in the API's refusals (English, as all refusals); its PDF speaks the reader's language. */
const sheetNames: Record<CrewSheet['kind'], string> = { deliveryNote: 'delivery note', crewChiefSheet: 'crew chief sheet' };

/**
 * A released delivery note or crew chief sheet as a PDF (`?format=pdf`), with the signature when signed;
 * 409 before release, since the sheet is not out yet.
 */
export async function crewSheetPdf(
  ctx: SessionContext, crew: ProjectCrew, sheet: CrewSheet, signature: Uint8Array | null,
): Promise<FileReply> {
  if (!sheet.released) throw conflict(`The ${sheetNames[sheet.kind]} is not released yet`);
  const writing = await pdfWritingFor(ctx);
  const { texts, fill } = writing;
  const time = (moment: string | null) => (moment ? writing.moment(moment) : '-');
  const pdf = await renderPdf({
    title: fill(texts.title[sheet.kind], { crew: crew.name }),
    lines: [
      { label: texts.label.project, value: `${crew.project.number} ${crew.project.name}` },
      { label: texts.label.client, value: crew.project.client },
      { label: texts.label.location, value: crew.location ? `${crew.location.name}, ${crew.location.city}` : '-' },
      { label: texts.label.crewChief, value: crew.crewChief?.name ?? '-' },
      { label: texts.label.released, value: time(sheet.releasedAt) },
      { label: texts.label.hoursConfirmed, value: sheet.hoursConfirmedAt ? writing.moment(sheet.hoursConfirmedAt) : texts.notYet },
    ],
    paragraphs: sheet.lines.map((line) => fill(texts.text.crewSheetLine, {
      name: line.name, function: line.function, period: fill(texts.fromTo, { from: writing.day(line.startDate), to: writing.day(line.endDate) }),
      times: `${line.startTime}-${line.endTime}`, hours: writing.number(line.hours), in: time(line.checkedInAt), out: time(line.checkedOutAt),
    })),
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  });
  const name = `${sheet.kind === 'deliveryNote' ? 'delivery-note' : 'crew-chief-sheet'}-${crew.id}`;
  if (!signature || !sheet.signedAt) return new FileReply(pdf, 'application/pdf', `${name}.pdf`);
  const caption = fill(texts.signedBy, { name: sheet.signedBy ?? '', moment: writing.moment(sheet.signedAt) });
  return new FileReply(await stampSignature(pdf, signature, caption), 'application/pdf', `${name}-signed.pdf`);
}
