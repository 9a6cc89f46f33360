import type { CrewBooking, CrewChiefJob, ProjectCrewRequest, ProjectCrewSummary } from '../../src/ground/contract/projects';
import { notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { personIdOf, type SessionContext } from '../kernel/route';
import { positionCountColumns, positionCountsOf, sumCounts } from './positionCounts';
import { venueColumns, venueOf } from './venueStore';

/** Crews (alias `c`) with venue, first crew chief, dates and position counts; add WHERE and ORDER BY. */
const crewSummaries = (where: string) => `
  SELECT c.id, c.name, p.number AS project_number, p.name AS project_name, p.client AS project_client, c.catering,
    c.contact_on_site_name, c.contact_on_site_phone, ${venueColumns('l', 'loc')},
    chief.id AS chief_id, COALESCE(chief.first_name || ' ' || chief.last_name, c.crew_chief_name) AS chief_name,
    c.crew_chief_phone AS chief_phone, LEAST(c.start_date, min(ci.start_date))::text AS start_date,
    GREATEST(c.end_date, max(ci.end_date))::text AS end_date, c.start_time, c.end_time,
    ${positionCountColumns}
  FROM crews c JOIN projects p ON p.id = c.project_id
  LEFT JOIN locations l ON l.id = c.location_id
  LEFT JOIN LATERAL (SELECT pe.id, pe.first_name, pe.last_name FROM crew_chiefs cc JOIN persons pe ON pe.id = cc.person_id
    WHERE cc.crew_id = c.id ORDER BY pe.id LIMIT 1) chief ON true
  LEFT JOIN crew_items ci ON ci.crew_id = c.id
  WHERE ${where}
  GROUP BY c.id, p.id, l.id, chief.id, chief.first_name, chief.last_name`;

type CrewRow = Record<string, unknown> & { id: number; name: string; start_date: string | null; end_date: string | null };

function summaryOf(row: CrewRow): ProjectCrewSummary {
  return {
    id: row.id, name: row.name, projectNumber: row.project_number as string, location: venueOf(row, 'loc'),
    crewChief: row.chief_name === null ? null
      : { personId: (row.chief_id as number | null) ?? null, name: row.chief_name as string, phone: (row.chief_phone as string | null) ?? null },
    catering: (row.catering as string | null) ?? null,
    contactOnSite: row.contact_on_site_name === null ? null
      : { name: row.contact_on_site_name as string, phone: (row.contact_on_site_phone as string | null) ?? null },
    startDate: row.start_date, endDate: row.end_date, startTime: (row.start_time as string | null) ?? null,
    endTime: (row.end_time as string | null) ?? null, counts: positionCountsOf(row),
  };
}

/** The crews of project `projectId` (already checked visible), by start. */
export async function listProjectCrews(ctx: SessionContext, projectId: number, paging: Paging): Promise<Page<ProjectCrewSummary>> {
  const page = await pageOf<CrewRow>(ctx.db, `${crewSummaries('p.id = $1')} ORDER BY LEAST(c.start_date, min(ci.start_date)) NULLS LAST, c.id`,
    [projectId], paging);
  return { items: page.items.map(summaryOf), total: page.total };
}

/**
 * Adds a crew to project `projectId`, with its planned days (one day when `endDate` is left out) and times, and its crew
 * chief (`crew_chiefs`: who may then open the crew and add its positions). The venue and the chief must be the
 * tenant's (404 otherwise).
 */
export async function insertProjectCrew(ctx: SessionContext, projectId: number, body: ProjectCrewRequest): Promise<ProjectCrewSummary> {
  if (body.locationId != null) {
    const venue = await ctx.db.query('SELECT 1 FROM locations WHERE id = $1 AND tenant_id = $2', [body.locationId, ctx.tenant.id]);
    if (venue.rows.length === 0) throw notFound('Location not found');
  }
  if (body.crewChiefId != null) {
    const chief = await ctx.db.query('SELECT 1 FROM persons WHERE id = $1 AND tenant_id = $2', [body.crewChiefId, ctx.tenant.id]);
    if (chief.rows.length === 0) throw notFound('Crew chief not found');
  }
  const id = await ctx.db.transaction(async (tx) => {
    const created = await tx.query<{ id: number }>(
      `INSERT INTO crews (project_id, name, location_id, catering, internal_info, external_info, crew_info, crew_chief_info,
         contact_on_site_name, contact_on_site_phone, start_date, end_date, start_time, end_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [projectId, body.name, body.locationId ?? null, body.catering ?? null, body.internalInfo ?? null, body.externalInfo ?? null,
        body.crewInfo ?? null, body.crewChiefInfo ?? null, body.contactOnSiteName ?? null, body.contactOnSitePhone ?? null,
        body.startDate ?? null, body.endDate ?? body.startDate ?? null, body.startTime ?? null, body.endTime ?? null],
    );
    const crewId = created.rows[0]!.id;
    if (body.crewChiefId != null) await tx.query('INSERT INTO crew_chiefs (crew_id, person_id) VALUES ($1, $2)', [crewId, body.crewChiefId]);
    return crewId;
  });
  const result = await ctx.db.query<CrewRow>(crewSummaries('c.id = $1'), [id]);
  return summaryOf(result.rows[0]!);
}

/** How the positions of project `projectId` are filled, by crew and function. */
export async function crewBookingOf(ctx: SessionContext, projectId: number, projectNumber: string): Promise<CrewBooking> {
  const result = await ctx.db.query<Record<string, unknown>>(
    `SELECT c.id AS crew_id, c.name AS crew_name, ci.function, ${positionCountColumns}
     FROM crews c JOIN crew_items ci ON ci.crew_id = c.id WHERE c.project_id = $1
     GROUP BY c.id, ci.function ORDER BY c.id, ci.function`,
    [projectId],
  );
  const lines = result.rows.map((row) => ({
    crewId: row.crew_id as number, crewName: row.crew_name as string, function: row.function as string, counts: positionCountsOf(row),
  }));
  return { projectNumber, totals: sumCounts(lines.map((line) => line.counts)), lines };
}

/** The crews the caller chiefs (the crews part's `crew_chiefs`), of the tenant, upcoming first then past, with their delivery note's state. */
export async function listCrewChiefJobs(ctx: SessionContext, paging: Paging): Promise<Page<CrewChiefJob>> {
  const page = await pageOf<CrewRow>(
    ctx.db,
    `SELECT *, CASE WHEN end_date < $3 THEN 'past' ELSE 'upcoming' END AS period,
       (SELECT CASE WHEN s.sent_at IS NOT NULL THEN 'sent' WHEN s.signed_at IS NOT NULL THEN 'toSend'
          WHEN s.released_at IS NOT NULL THEN 'toSign' END
        FROM crew_sheets s WHERE s.crew_id = crew.id AND s.kind = 'deliveryNote') AS delivery_note
     FROM (${crewSummaries(
      'p.tenant_id = $1 AND EXISTS (SELECT 1 FROM crew_chiefs mine WHERE mine.crew_id = c.id AND mine.person_id = $2)')}) AS crew
     ORDER BY (end_date < $3) NULLS FIRST, CASE WHEN end_date >= $3 THEN start_date END, start_date DESC, id`,
    [ctx.tenant.id, personIdOf(ctx), ctx.today],
    paging,
  );
  return {
    items: page.items.map((row) => ({
      crewId: row.id, crewName: row.name, period: row.period as CrewChiefJob['period'],
      project: { number: row.project_number as string, name: row.project_name as string, client: row.project_client as string },
      location: venueOf(row, 'loc'), startDate: row.start_date, endDate: row.end_date, counts: positionCountsOf(row),
      deliveryNote: (row.delivery_note as CrewChiefJob['deliveryNote'] | null) ?? 'toRelease',
    })),
    total: page.total,
  };
}
