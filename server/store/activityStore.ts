import type { Activity, ActivityParameters, ActivityRequest, ActivitySubjectType } from '../../src/ground/contract/reference';
import type { Queryable } from '../kernel/database';
import { badRequest } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { now } from '../kernel/clock';
import { addDays, localDate } from '../kernel/isoDates';

/** `YYYY-MM-DD` as `DD.MM.YYYY`. */
export const dotted = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** One row of `selectActivities`. */
export interface ActivityRow {
  id: number; caption: string; type: Activity['type']; body: string; person_party: number | null; party_name: string | null;
  category: string | null; parameters: Activity['parameters']; subject_type: ActivitySubjectType; subject_id: number;
  created_at: Date; created_by_user: number; creator_name: string | null; creator_login: string; creator_person: number | null;
  recipient_id: number | null; recipient_name: string | null; read_at: Date | null; done_at: Date | null;
  done_by_user: number | null; done_by_name: string | null; done_by_login: string | null;
}

/** The activities with the names of whom they are about, by and to, and who marked them done (add a WHERE). */
export const selectActivities = `
  SELECT a.id, a.caption, a.type, a.body, a.person_party, pp.first_name || ' ' || pp.last_name AS party_name, a.category,
    a.parameters, a.subject_type, a.subject_id, a.created_at, a.created_by_user,
    cp.first_name || ' ' || cp.last_name AS creator_name, u.login AS creator_login, u.person_id AS creator_person,
    rp.id AS recipient_id, rp.first_name || ' ' || rp.last_name AS recipient_name, a.read_at, a.done_at, a.done_by_user,
    dp.first_name || ' ' || dp.last_name AS done_by_name, du.login AS done_by_login
  FROM activities a
  LEFT JOIN persons pp ON pp.id = a.person_party
  JOIN users u ON u.id = a.created_by_user
  LEFT JOIN persons cp ON cp.id = u.person_id
  LEFT JOIN persons rp ON rp.id = (a.parameters->>'recipient')::int
  LEFT JOIN users du ON du.id = a.done_by_user
  LEFT JOIN persons dp ON dp.id = du.person_id`;

const isoOrNull = (moment: Date | null) => (moment === null ? null : new Date(moment).toISOString());

/** An activity row as the contract answers it. */
export function activityOf(row: ActivityRow): Activity {
  return {
    id: row.id, caption: row.caption, type: row.type, body: row.body,
    personParty: row.person_party === null ? null : { id: row.person_party, name: row.party_name ?? '' },
    category: row.category, parameters: row.parameters,
    subject: { type: row.subject_type, id: row.subject_id },
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: { userId: row.created_by_user, name: row.creator_name ?? row.creator_login, personId: row.creator_person },
    recipient: row.recipient_id === null ? null : { id: row.recipient_id, name: row.recipient_name ?? '' },
    readAt: isoOrNull(row.read_at), doneAt: isoOrNull(row.done_at),
    doneBy: row.done_by_user === null ? null : { userId: row.done_by_user, name: row.done_by_name ?? row.done_by_login ?? '' },
  };
}

/** What an activity is written with: a caller's body, or the server's own (an answer also names `replyTo`). */
type ActivityPayload = Omit<ActivityRequest, 'parameters'> & { parameters?: ActivityParameters };

/** Who may be named in an activity: persons of the tenant; a 400 with details names any other. */
async function checkPersons(tx: Queryable, tenantId: number, payload: ActivityPayload): Promise<void> {
  const named = [['personParty', payload.personParty], ['parameters.recipient', payload.parameters?.recipient]] as const;
  const problems = [];
  for (const [path, id] of named) {
    if (id === undefined || id === null) continue;
    const found = await tx.query('SELECT 1 FROM persons WHERE id = $1 AND tenant_id = $2', [id, tenantId]);
    if (found.rows.length === 0) problems.push({ path, message: 'is not a known person' });
  }
  if (problems.length > 0) throw badRequest('The activity names an unknown person', problems);
}

/**
 * Writes one activity about a record the caller has already been allowed to see, and answers it.
 * A todo (TODO_*) gets due date tomorrow (`DD.MM.YYYY`) and priority 1 when not given (section 9). Written at the
 * server's now (`kernel/clock.ts`), the moment its reads and dones are counted by.
 */
export async function insertActivity(tx: Queryable, args: {
  tenantId: number; subjectType: ActivitySubjectType; subjectId: number; payload: ActivityPayload; createdBy: number;
  /** Today, `YYYY-MM-DD`; default the server's local date. */
  today?: string;
}): Promise<Activity> {
  const { payload } = args;
  await checkPersons(tx, args.tenantId, payload);
  const parameters = { ...payload.parameters };
  for (const key of Object.keys(parameters) as (keyof typeof parameters)[]) if (parameters[key] === undefined) delete parameters[key];
  if (payload.type !== 'LOG') {
    parameters.dueDate ??= dotted(addDays(args.today ?? localDate(now()), 1));
    parameters.priority ??= 1;
  }
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO activities (tenant_id, subject_type, subject_id, caption, type, body, person_party, category, parameters,
      created_by_user, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING id`,
    [args.tenantId, args.subjectType, args.subjectId, payload.caption, payload.type, payload.body,
      payload.personParty ?? null, payload.category ?? null, JSON.stringify(parameters), args.createdBy, now().toISOString()],
  );
  const row = await tx.query<ActivityRow>(`${selectActivities} WHERE a.id = $1`, [inserted.rows[0]!.id]);
  return activityOf(row.rows[0]!);
}

/** The activities about one record, newest first (the caller must already be allowed to see the record). */
export async function listSubjectActivities(
  db: Queryable, tenantId: number, subjectType: ActivitySubjectType, subjectId: number, paging: Paging,
): Promise<Page<Activity>> {
  const page = await pageOf<ActivityRow>(db,
    `${selectActivities} WHERE a.tenant_id = $1 AND a.subject_type = $2 AND a.subject_id = $3 ORDER BY a.created_at DESC, a.id DESC`,
    [tenantId, subjectType, subjectId], paging);
  return { items: page.items.map(activityOf), total: page.total };
}
