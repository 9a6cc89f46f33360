import type { Project } from '../../src/api/contract/projects';
import { notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { renderPdf } from '../files/renderPdf';
import { utcOffsetTimestamp } from '../kernel/isoDates';
import { listProjectCrewItems } from './crewItemStore';
import { crewBookingOf } from './projectCrewListStore';

const all = { limit: 1000, page: 1 };

/** `GET /projects/{number}/report`: the project's details and how its positions are filled, as a PDF. */
export async function projectReport(ctx: SessionContext, projectId: number, project: Project): Promise<FileReply> {
  const booking = await crewBookingOf(ctx, projectId, project.number);
  const { totals } = booking;
  const bytes = await renderPdf({
    title: `Project ${project.number}: ${project.name}`,
    lines: [
      { label: 'Company', value: project.company },
      { label: 'Client mark', value: project.clientMark ?? '–' },
      { label: 'Period', value: `${project.beginDate ?? '?'} to ${project.endDate ?? '?'}` },
      { label: 'Reference', value: project.reference ?? '–' },
      { label: 'Rate card', value: project.rateCard ?? '–' },
      { label: 'Status', value: `${project.closed ? 'closed' : 'not closed'}, ${project.period}` },
      { label: 'Positions', value: `${totals.total} (${totals.confirmed} confirmed, ${totals.requested} requested, ${totals.open} open)` },
    ],
    paragraphs: booking.lines.map((line) =>
      `${line.crewName} – ${line.function}: ${line.counts.confirmed} confirmed, ${line.counts.requested} requested, `
      + `${line.counts.spare} spare, ${line.counts.cancelled} cancelled, ${line.counts.doubleBooked} double booked, `
      + `${line.counts.changed} changed, ${line.counts.open} open.`),
    footer: `Downloaded ${utcOffsetTimestamp(ctx.now)}`,
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
  const bytes = await renderPdf({
    title: `Delivery notes – project ${project.number}`,
    lines: [{ label: 'Project', value: project.name }, { label: 'Company', value: project.company }],
    paragraphs: items.length === 0 ? ['No planned positions.'] : items.map((item) =>
      `${item.crew.name}: ${item.person?.name ?? ''}, ${item.function}, ${item.startDate} ${item.startTime}–${item.endTime}`
      + `${item.endDate !== item.startDate ? ` to ${item.endDate}` : ''} (${item.status}${item.noShow ? ', no show' : ''})`),
    footer: `Downloaded ${utcOffsetTimestamp(ctx.now)}`,
  });
  return new FileReply(bytes, 'application/pdf', `project-${project.number}-delivery-notes.pdf`);
}
