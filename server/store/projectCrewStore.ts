import type { CrewCheck, CrewCheckInState, PositionStatus, ProjectCrew, ProjectCrewMember, ProjectCrewStatus } from '../../src/ground/contract';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { readableCrew, type CrewAccess } from './crewAccessStore';
import { crewPersonOf } from './crewPeople';
import { companySettingOf } from './companySettingOf';

interface CrewRow {
  id: number; name: string; project_id: number; project_number: string; project_name: string; project_client: string;
  location_id: number | null; location_name: string | null; location_address: string | null; location_city: string | null;
  location_latitude: number | null; location_longitude: number | null; check_in_radius_meters: number;
  chief_name: string | null; chief_phone: string | null; chief_person_id: number | null;
  start_date: string | null; end_date: string | null; start_time: string | null; end_time: string | null;
  documents_count: number; catering: string | null;
  internal_info: string | null; external_info: string | null; crew_info: string | null; crew_chief_info: string | null;
  contact_on_site_name: string | null; contact_on_site_phone: string | null;
}

/** The crew page for a caller who may see the crew; 404 otherwise. */
export async function findProjectCrew(ctx: SessionContext, crewId: number): Promise<ProjectCrew> {
  const access = await readableCrew(ctx, crewId);
  const result = await ctx.db.query<CrewRow>(
    `SELECT c.id, c.name, p.id AS project_id, p.number AS project_number, p.name AS project_name, p.client AS project_client,
       l.id AS location_id, l.name AS location_name, l.address AS location_address, l.city AS location_city,
       l.latitude AS location_latitude, l.longitude AS location_longitude,
       ${companySettingOf('check_in_radius_meters', '250')} AS check_in_radius_meters,
       COALESCE(c.crew_chief_name, chief.first_name || ' ' || chief.last_name) AS chief_name, c.crew_chief_phone AS chief_phone,
       chief.id AS chief_person_id, c.catering, c.internal_info, c.external_info, c.crew_info, c.crew_chief_info,
       c.contact_on_site_name, c.contact_on_site_phone,
       LEAST(c.start_date, (SELECT min(start_date) FROM crew_items WHERE crew_id = c.id))::text AS start_date,
       GREATEST(c.end_date, (SELECT max(end_date) FROM crew_items WHERE crew_id = c.id))::text AS end_date,
       c.start_time, c.end_time,
       ((SELECT count(*) FROM crew_sheets s WHERE s.crew_id = c.id AND s.released_at IS NOT NULL)
        + (SELECT count(*) FROM security_checks sc WHERE sc.crew_id = c.id))::int AS documents_count
     FROM crews c JOIN projects p ON p.id = c.project_id
     LEFT JOIN locations l ON l.id = c.location_id
     LEFT JOIN LATERAL (SELECT pe.* FROM crew_chiefs cc JOIN persons pe ON pe.id = cc.person_id
       WHERE cc.crew_id = c.id ORDER BY pe.id LIMIT 1) chief ON true
     WHERE c.id = $1`,
    [crewId],
  );
  const row = result.rows[0]!;
  const internal = access.role !== 'project';
  const chiefView = access.role === 'chief' || access.role === 'planner';
  const myChecks = await myChecksOn(ctx, access);
  return {
    id: row.id,
    name: row.name,
    project: { id: row.project_id, number: row.project_number, name: row.project_name, client: row.project_client },
    location: row.location_id === null ? null : {
      id: row.location_id, name: row.location_name ?? '', address: row.location_address ?? '', city: row.location_city ?? '',
      latitude: row.location_latitude, longitude: row.location_longitude,
    },
    checkInRadiusMeters: row.check_in_radius_meters,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    crewChief: row.chief_name ? { personId: row.chief_person_id, name: row.chief_name, phone: row.chief_phone } : null,
    catering: row.catering,
    internalInfo: internal ? row.internal_info : null,
    externalInfo: row.external_info,
    crewInfo: row.crew_info,
    crewChiefInfo: chiefView ? row.crew_chief_info : null,
    contactOnSite: row.contact_on_site_name ? { name: row.contact_on_site_name, phone: row.contact_on_site_phone } : null,
    documentsCount: row.documents_count,
    checkIn: checkInStateOf(myChecks),
    myChecks,
    myRole: access.role,
  };
}

interface CheckRow {
  id: number; kind: CrewCheck['kind']; checked_at: Date; latitude: number | null; longitude: number | null; signed: boolean;
}

/** The caller's checks on the crew, oldest first (none for callers without a person). */
async function myChecksOn(ctx: SessionContext, access: CrewAccess): Promise<CrewCheck[]> {
  if (access.personId === null) return [];
  const result = await ctx.db.query<CheckRow>(
    `SELECT id, kind, checked_at, latitude, longitude, signed_at IS NOT NULL AS signed
     FROM crew_checks WHERE crew_id = $1 AND person_id = $2 ORDER BY checked_at, id`,
    [access.crewId, access.personId],
  );
  return result.rows.map((row) => ({
    id: row.id, kind: row.kind, checkedAt: new Date(row.checked_at).toISOString(), latitude: row.latitude,
    longitude: row.longitude, signed: row.signed,
  }));
}

/** The check-in state after the caller's latest check-in: checked out once a check-out follows it. */
function checkInStateOf(checks: CrewCheck[]): CrewCheckInState {
  const checkIn = checks.filter((check) => check.kind === 'checkIn').at(-1);
  if (!checkIn) return { state: 'notCheckedIn', checkedInAt: null, checkedOutAt: null };
  const checkOut = checks.filter((check) => check.kind === 'checkOut' && check.checkedAt >= checkIn.checkedAt).at(-1);
  return { state: checkOut ? 'checkedOut' : 'checkedIn', checkedInAt: checkIn.checkedAt, checkedOutAt: checkOut?.checkedAt ?? null };
}

interface MemberRow {
  id: number; status: PositionStatus; function: string; start_date: string; end_date: string; start_time: string;
  end_time: string; crew_chief_only: boolean; person_id: number | null; first_name: string | null; last_name: string | null;
  no_show: boolean; status_id: number | null;
}

/** The crew's items, by date, with the persons planned on them. */
export async function listCrewMembers(ctx: SessionContext, crewId: number, paging: Paging): Promise<Page<ProjectCrewMember>> {
  await readableCrew(ctx, crewId);
  const page = await pageOf<MemberRow>(
    ctx.db,
    `SELECT ci.id, ci.status, ci.function, ci.start_date::text AS start_date, ci.end_date::text AS end_date, ci.start_time,
       ci.end_time, ci.crew_chief_only, pe.id AS person_id, pe.first_name, pe.last_name, ci.no_show,
       (SELECT max(s.id) FROM crew_item_statuses s WHERE s.crew_item_id = ci.id) AS status_id
     FROM crew_items ci LEFT JOIN persons pe ON pe.id = ci.person_id
     WHERE ci.crew_id = $1 ORDER BY ci.start_date, ci.start_time, ci.id`,
    [crewId],
    paging,
  );
  return {
    total: page.total,
    items: page.items.map((row) => ({
      id: row.id, status: row.status, function: row.function, startDate: row.start_date, endDate: row.end_date,
      startTime: row.start_time, endTime: row.end_time, crewChiefOnly: row.crew_chief_only, statusId: row.status_id, noShow: row.no_show,
      person: crewPersonOf({ id: row.person_id, first_name: row.first_name, last_name: row.last_name }),
    })),
  };
}

const positionStatuses: readonly PositionStatus[] = ['requested', 'confirmed', 'spare', 'cancelled', 'doubleBooked', 'changed'];

/** How many of the crew's positions are in each status. */
export async function crewStatusSummary(ctx: SessionContext, crewId: number): Promise<ProjectCrewStatus> {
  await readableCrew(ctx, crewId);
  const result = await ctx.db.query<{ status: PositionStatus; count: number }>(
    'SELECT status, count(*)::int AS count FROM crew_items WHERE crew_id = $1 GROUP BY status',
    [crewId],
  );
  const byStatus = Object.fromEntries(positionStatuses.map((status) => [status, 0])) as Record<PositionStatus, number>;
  for (const row of result.rows) byStatus[row.status] = row.count;
  return { crewId, total: result.rows.reduce((sum, row) => sum + row.count, 0), byStatus };
}
