import type { CrewSheet, ProjectCrew } from '../../src/api/contract';
import { conflict } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { stampSignature } from '../files/pngSignature';
import { renderPdf } from '../files/renderPdf';
import { utcOffsetTimestamp } from '../kernel/isoDates';

const titles: Record<CrewSheet['kind'], string> = { deliveryNote: 'Delivery note', crewChiefSheet: 'Crew chief sheet' };

/**
 * A released delivery note or crew chief sheet as a PDF (`?format=pdf`), with the signature when signed;
 * 409 before release, since the sheet is not out yet.
 */
export async function crewSheetPdf(
  ctx: SessionContext, crew: ProjectCrew, sheet: CrewSheet, signature: Uint8Array | null,
): Promise<FileReply> {
  if (!sheet.released) throw conflict(`The ${titles[sheet.kind].toLowerCase()} is not released yet`);
  const time = (moment: string | null) => (moment ? `${utcOffsetTimestamp(new Date(moment)).slice(11, 16)} UTC` : '-');
  const pdf = await renderPdf({
    title: `${titles[sheet.kind]} - ${crew.name}`,
    lines: [
      { label: 'Project', value: `${crew.project.number} ${crew.project.name}` },
      { label: 'Client', value: crew.project.client },
      { label: 'Location', value: crew.location ? `${crew.location.name}, ${crew.location.city}` : '-' },
      { label: 'Crew chief', value: crew.crewChief?.name ?? '-' },
      { label: 'Released', value: sheet.releasedAt ? utcOffsetTimestamp(new Date(sheet.releasedAt)) : '-' },
      { label: 'Hours confirmed', value: sheet.hoursConfirmedAt ? utcOffsetTimestamp(new Date(sheet.hoursConfirmedAt)) : 'not yet' },
    ],
    paragraphs: sheet.lines.map((line) =>
      `${line.name} (${line.function}): ${line.startDate} to ${line.endDate}, ${line.startTime}-${line.endTime}, ` +
      `${line.hours} h planned; checked in ${time(line.checkedInAt)}, out ${time(line.checkedOutAt)}`),
    footer: 'Downloaded ' + utcOffsetTimestamp(ctx.now),
  });
  const name = `${sheet.kind === 'deliveryNote' ? 'delivery-note' : 'crew-chief-sheet'}-${crew.id}`;
  if (!signature || !sheet.signedAt) return new FileReply(pdf, 'application/pdf', `${name}.pdf`);
  const caption = `Signed by ${sheet.signedBy ?? ''} at ${utcOffsetTimestamp(new Date(sheet.signedAt))}`;
  return new FileReply(await stampSignature(pdf, signature, caption), 'application/pdf', `${name}-signed.pdf`);
}
