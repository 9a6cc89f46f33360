import type { Project, ProjectLogo, ProjectPeriod, ProjectRequest, ProjectSummary } from '../../src/ground/contract/projects';
import { badRequest, conflict, notFound } from '../kernel/HttpError';
import { jsonPageOf, selectList, type Page, type Paging } from '../kernel/paging';
import type { Queryable } from '../kernel/database';
import { orderBy, type ListSort } from '../kernel/listSort';
import type { SessionContext } from '../kernel/route';
import { projectVisible, viewerParams, visibleProjectIds } from './projectViewer';
import { myRatingOfProject, myRatingOf } from './projectRatingStore';
import { venueColumns, venueOf } from './venueStore';

/** Section 9: project lists start at projects that begin on or after this date. */
export const projectListCutOff = '2018-01-01';

/** The list filters of `GET /projects`. */
export interface ProjectFilters { tab: 'all' | 'my'; closed: boolean | null; period: ProjectPeriod | null }

/** The columns `GET /projects` sorts by (`sort`), by their API names. */
export const projectSortColumns = {
  number: 'p.number', name: 'lower(p.name)', clientMark: 'lower(p.client_mark)', beginDate: 'p.begin_date', endDate: 'p.end_date',
  city: 'lower(l.city)',
} as const;

/** Where a project stands on `today`: ended, still requested by the client, or ongoing. */
const periodOf = (today: string) =>
  `CASE WHEN p.end_date < ${today}::date THEN 'past' WHEN p.requested THEN 'requested' ELSE 'ongoing' END`;

/** The same, as a filter on `period` ($ text, or null for any) that reads the columns themselves. */
const inPeriod = (period: string, today: string) => `(${period}::text IS NULL
  OR ${period}::text = 'past' AND p.end_date < ${today}::date
  OR ${period}::text = 'requested' AND p.requested AND (p.end_date IS NULL OR p.end_date >= ${today}::date)
  OR ${period}::text = 'ongoing' AND NOT p.requested AND (p.end_date IS NULL OR p.end_date >= ${today}::date))`;

/** What a project list shows of each project (`$6` today), by column name. */
const summaryColumnsByName = {
  id: 'p.id', number: 'p.number', name: 'p.name', client_mark: 'p.client_mark', begin_date: 'p.begin_date::text',
  end_date: 'p.end_date::text', closed: 'p.closed', period: periodOf('$6'), loc_city: 'l.city', logo_upload_id: 'p.logo_upload_id',
} as const;
const summaryColumns = selectList(summaryColumnsByName);
/** A page of projects (`sql` selects `summaryColumns`), as one JSON value: a tenant's projects run to thousands. */
const projectPage = (db: Queryable, sql: string, params: unknown[], paging: Paging) =>
  jsonPageOf<ProjectRow>(db, sql, params, paging, Object.keys(summaryColumnsByName));

const venueJoin = 'LEFT JOIN locations l ON l.id = p.location_id';

/** The project lists' order: newest first; the index `projects_tenant_list_order` reads it as it is. */
const listOrder = 'p.begin_date DESC NULLS LAST, p.number DESC';

/** Every column of one project (`$6` today), its crews and positions counted through their indexes. */
const projectsOfViewer = `
  SELECT ${summaryColumns}, p.client AS company, p.company_id, p.reference, p.rate_card, p.comment, p.rating, p.contact_id, p.contact_name,
    p.contact_phone, p.contact_email, p.manager_person_id, p.crew_chief_person_id, ${venueColumns('l', 'loc')},
    chief.first_name || ' ' || chief.last_name AS chief_name, pm.first_name || ' ' || pm.last_name AS manager_name,
    counted.crew_count, counted.position_count, mine.my_average, mine.my_count
  FROM projects p ${venueJoin}
  LEFT JOIN persons chief ON chief.id = p.crew_chief_person_id
  LEFT JOIN persons pm ON pm.id = p.manager_person_id
  CROSS JOIN LATERAL (
    SELECT count(DISTINCT c.id)::int AS crew_count, count(ci.id) FILTER (WHERE ci.status <> 'cancelled')::int AS position_count
    FROM crews c LEFT JOIN crew_items ci ON ci.crew_id = c.id WHERE c.project_id = p.id
  ) AS counted
  CROSS JOIN LATERAL (${myRatingOfProject}) AS mine
  WHERE ${projectVisible}`;

type ProjectRow = Record<string, unknown> & { id: number };

/**
 * The caller's projects (section 9 cut-off applied), newest first or by the asked column, filtered by tab, closed and
 * period.
 */
export async function listProjects(
  ctx: SessionContext, query: ProjectFilters & ListSort<keyof typeof projectSortColumns> & Paging,
): Promise<Page<ProjectSummary>> {
  const viewer = viewerParams(ctx);
  const page = await projectPage(
    ctx.db,
    `SELECT ${summaryColumns} FROM projects p ${venueJoin}
     WHERE ${projectVisible} ${visibleProjectIds(ctx)} AND (p.begin_date IS NULL OR p.begin_date >= $7::date)
       AND (NOT $8::boolean OR $2::text IS NOT NULL OR $3::int IN (p.client_person_id, p.manager_person_id, p.crew_chief_person_id))
       AND ($9::boolean IS NULL OR p.closed = $9::boolean) AND ${inPeriod('$10', '$6')}
     ${orderBy(projectSortColumns, query, listOrder)}`,
    [...viewer, ctx.today, projectListCutOff, query.tab === 'my', query.closed, query.period],
    query,
  );
  return { items: page.items.map(summaryOf), total: page.total };
}

/** One project the caller may see, with its row id; null when there is none or it is not theirs. */
export async function findProjectRow(ctx: SessionContext, number: string): Promise<{ id: number; project: Project } | null> {
  const result = await ctx.db.query<ProjectRow>(`${projectsOfViewer} AND p.number = $7`, [...viewerParams(ctx), ctx.today, number]);
  const row = result.rows[0];
  return row ? { id: row.id, project: projectOf(row) } : null;
}

/** One project the caller may see; 404 otherwise. */
export async function readableProject(ctx: SessionContext, number: string): Promise<{ id: number; project: Project }> {
  const found = await findProjectRow(ctx, number);
  if (!found) throw notFound('Project not found');
  return found;
}

/** The visible projects of a company or a contact (section 9 cut-off applied). */
export async function projectsOf(
  ctx: SessionContext, by: 'company_id' | 'contact_id', id: number, paging: Paging,
): Promise<Page<ProjectSummary>> {
  const page = await projectPage(
    ctx.db,
    `SELECT ${summaryColumns} FROM projects p ${venueJoin}
     WHERE ${projectVisible} AND p.${by} = $7 AND (p.begin_date IS NULL OR p.begin_date >= $8::date) ORDER BY ${listOrder}`,
    [...viewerParams(ctx), ctx.today, id, projectListCutOff],
    paging,
  );
  return { items: page.items.map(summaryOf), total: page.total };
}

/**
 * Creates a project with the next free number of the tenant; the caller becomes its project manager (planners)
 * or its client contact (clients). Requested until a planner takes it on when a client asks for it.
 */
export async function insertProject(ctx: SessionContext, body: ProjectRequest): Promise<Project> {
  const [, , personId, planner] = viewerParams(ctx);
  const companyId = await companyIdFor(ctx, body);
  let number: string | undefined;
  // Two creates at once may pick the same next number; the loser simply takes the one after.
  for (let attempt = 0; number === undefined && attempt < 5; attempt += 1) {
    const inserted = await ctx.db.query<{ number: string }>(
      `INSERT INTO projects (tenant_id, number, name, client, company_id, client_mark, begin_date, end_date, reference, rate_card,
         comment, requested, manager_person_id, client_person_id)
       SELECT $1, (COALESCE(max(number::int), 1000) + 1)::text, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13
       FROM projects WHERE tenant_id = $1 AND number ~ '^[0-9]{1,9}$'
       ON CONFLICT (tenant_id, number) DO NOTHING RETURNING number`,
      [ctx.tenant.id, body.name, body.company, companyId, body.clientMark, body.beginDate, body.endDate,
        body.reference ?? null, body.rateCard ?? null, body.comment ?? null, !planner, planner ? personId : null,
        planner ? null : personId],
    );
    number = inserted.rows[0]?.number;
  }
  if (number === undefined) throw conflict('Another project was created at the same moment; try again');
  return (await readableProject(ctx, number)).project;
}

/**
 * The company a new project is for: `companyId` must be one of the tenant's companies (400 otherwise); without it, the
 * company of that name, if any. Null while the companies part's table does not exist.
 */
async function companyIdFor(ctx: SessionContext, body: ProjectRequest): Promise<number | null> {
  const table = await ctx.db.query<{ name: string | null }>("SELECT to_regclass('companies')::text AS name");
  if (!table.rows[0]?.name) return null;
  const found = await ctx.db.query<{ id: number }>(
    'SELECT id FROM companies WHERE tenant_id = $1 AND (id = $2 OR ($2::int IS NULL AND name = $3)) ORDER BY id LIMIT 1',
    [ctx.tenant.id, body.companyId ?? null, body.company],
  );
  const id = found.rows[0]?.id ?? null;
  if (body.companyId != null && id === null) {
    throw badRequest('companyId is not a known company', [{ path: 'companyId', message: 'is not a known company' }]);
  }
  return id;
}

/** The logo a project points at, by its upload's id (the version: a replaced logo is a new upload), or null. */
const logoOf = (number: string, uploadId: number | null): ProjectLogo | null =>
  (uploadId === null ? null : { version: uploadId, path: `/projects/${encodeURIComponent(number)}/logo?v=${uploadId}` });

function summaryOf(row: ProjectRow): ProjectSummary {
  const text = (key: string) => (row[key] as string | null) ?? null;
  return {
    number: row.number as string,
    name: row.name as string,
    clientMark: text('client_mark'),
    beginDate: text('begin_date'),
    endDate: text('end_date'),
    closed: row.closed as boolean,
    period: row.period as ProjectPeriod,
    logo: logoOf(row.number as string, (row.logo_upload_id as number | null) ?? null),
    city: text('loc_city'),
  };
}

function projectOf(row: ProjectRow): Project {
  const text = (key: string) => (row[key] as string | null) ?? null;
  const { city: _city, ...summary } = summaryOf(row);
  return {
    ...summary,
    company: row.company as string,
    companyId: (row.company_id as number | null) ?? null,
    reference: text('reference'),
    rateCard: text('rate_card'),
    comment: text('comment'),
    crewChief: row.crew_chief_person_id === null ? null : { personId: row.crew_chief_person_id as number, name: text('chief_name') ?? '' },
    projectManager: row.manager_person_id === null ? null : { personId: row.manager_person_id as number, name: text('manager_name') ?? '' },
    contact: row.contact_name === null ? null : {
      contactId: (row.contact_id as number | null) ?? null, name: row.contact_name as string, phone: text('contact_phone'),
      email: text('contact_email'),
    },
    location: venueOf(row, 'loc'),
    rating: (row.rating as number | null) ?? null,
    myRating: myRatingOf(row),
    crewCount: row.crew_count as number,
    positionCount: row.position_count as number,
  };
}
