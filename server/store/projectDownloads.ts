import type { Project } from '../../src/ground/contract/projects';
import { notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { renderPdf } from '../files/renderPdf';
import { downloadedAt, pdfWritingFor } from './pdf/pdfTexts';
import { listProjectCrewItems } from './crewItemStore';
import { crewBookingOf } from './projectCrewListStore';

const all = { limit: 1000, page: 1 };

/** `GET /projects/{number}/report`: the project's details and how its positions are filled, as a PDF. */
export async function projectReport(ctx: SessionContext, projectId: number, project: Project): Promise<FileReply> {
  const booking = await crewBookingOf(ctx, projectId, project.number);
  const { totals } = booking;
  const writing = await pdfWritingFor(ctx);
  const { texts, fill } = writing;
  const bytes = await renderPdf({
    title: fill(texts.title.projectReport, { number: project.number, name: project.name }),
    lines: [
      { label: texts.label.company, value: project.company },
      { label: texts.label.clientMark, value: project.clientMark ?? '–' },
      { label: texts.label.period, value: fill(texts.fromTo, { from: writing.day(project.beginDate ?? '?'), to: writing.day(project.endDate ?? '?') }) },
      { label: texts.label.reference, value: project.reference ?? '–' },
      { label: texts.label.rateCard, value: project.rateCard ?? '–' },
      { label: texts.label.status, value: `${project.closed ? texts.text.closed : texts.text.notClosed}, ${project.period}` },
      { label: texts.label.positions, value: fill(texts.text.positions, totals) },
    ],
    paragraphs: booking.lines.map((line) => fill(texts.text.bookingLine, { crew: line.crewName, function: line.function, ...line.counts })),
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  });
  return new FileReply(bytes, 'application/pdf', `project-${project.number}-report.pdf`);
}

/** `POST /projects/{number}/exportDeliveryNotes`: one delivery note section per crew (or only `crewId`), as a PDF. */
export async function exportDeliveryNotes(
  ctx: SessionContext, projectId: number, project: Project, crewId: number | null,
): Promise<FileReply> {
  const items = (await listProjectCrewItems(ctx, projectId, all)).items
    .filter((item) => item.status !== 'cancelled' && item.person !== null && (crewId === null || item.crew.id === crewId));
  if (crewId !== null && items.length === 0) {
    const crew = await ctx.db.query('SELECT 1 FROM crews WHERE id = $1 AND project_id = $2', [crewId, projectId]);
    if (crew.rows.length === 0) throw notFound('Crew not found on this project');
  }
  const writing = await pdfWritingFor(ctx);
  const { texts, fill } = writing;
  const when = (item: (typeof items)[number]) => (item.endDate === item.startDate
    ? `${writing.day(item.startDate)} ${item.startTime}–${item.endTime}`
    : fill(texts.fromTo, { from: `${writing.day(item.startDate)} ${item.startTime}`, to: `${writing.day(item.endDate)} ${item.endTime}` }));
  const bytes = await renderPdf({
    title: fill(texts.title.deliveryNotes, { number: project.number }),
    lines: [{ label: texts.label.project, value: project.name }, { label: texts.label.company, value: project.company }],
    paragraphs: items.length === 0 ? [texts.text.noPlannedPositions] : items.map((item) => fill(texts.text.deliveryLine, {
      crew: item.crew.name, person: item.person?.name ?? '', function: item.function, when: when(item),
      status: item.noShow ? `${item.status}, ${texts.text.noShow}` : item.status,
    })),
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  });
  return new FileReply(bytes, 'application/pdf', `project-${project.number}-delivery-notes.pdf`);
}
