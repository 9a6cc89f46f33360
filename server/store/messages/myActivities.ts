import type { MyActivity } from '../../../src/ground/contract/reference';
import type { Queryable } from '../../kernel/database';
import { holdsRight } from '../../kernel/canAccess';
import { pageOf, type Page, type Paging } from '../../kernel/paging';
import type { SessionContext } from '../../kernel/route';
import { activityOf, selectActivities, type ActivityRow } from '../activityStore';

/** Who asks for their activities: the tenant, the user and person, and whether they serve the shared queue. */
export interface InboxCaller {
  tenantId: number;
  userId: number;
  personId: number | null;
  /** Office and planning staff (persons.READ) answer the to-dos addressed to nobody: the shared queue. */
  staff: boolean;
}

/** The caller of a request as the inbox sees them. */
export const inboxCallerOf = (ctx: SessionContext): InboxCaller => ({
  tenantId: ctx.tenant.id, userId: ctx.principal.userId, personId: ctx.principal.personId, staff: holdsRight(ctx.principal, 'persons.READ'),
});

/** Which of the caller's activities a list keeps. */
export interface InboxFilters {
  type: MyActivity['type'] | null;
  /** `received`: addressed to the caller; `sent`: to-dos the caller wrote (log notes are no messages). */
  box: 'received' | 'sent' | null;
  /** `open`: not marked done; `done`: marked done. */
  state: 'open' | 'done' | null;
  /** The answers to one activity. */
  replyTo: number | null;
}

type InboxRow = ActivityRow & { received: boolean };

/**
 * The caller's activities ($1 tenant, $2 user, $3 person, $4 staff): those they wrote and those addressed to them
 * (`received`: to their person, or for staff a to-do addressed to nobody). Notes about a person are not addressed to
 * that person, so they never see them.
 */
const myActivities = `
  SELECT * FROM (
    SELECT v.*, coalesce((v.parameters->>'recipient')::int = $3::int, false)
      OR ($4::boolean AND v.type <> 'LOG' AND v.parameters->>'recipient' IS NULL) AS received
    FROM (${selectActivities} WHERE a.tenant_id = $1) v
  ) m WHERE (m.received OR m.created_by_user = $2::int)`;

const callerParams = (caller: InboxCaller) => [caller.tenantId, caller.userId, caller.personId, caller.staff];
const myActivityOf = (row: InboxRow): MyActivity => ({ ...activityOf(row), received: row.received });

/** The caller's activities, newest first, kept by `filters`. */
export async function listMyActivities(db: Queryable, caller: InboxCaller, query: InboxFilters & Paging): Promise<Page<MyActivity>> {
  const page = await pageOf<InboxRow>(db,
    `${myActivities}
       AND ($5::text IS NULL OR m.type = $5::text)
       AND ($6::text IS NULL OR ($6::text = 'received' AND m.received) OR ($6::text = 'sent' AND m.created_by_user = $2::int AND m.type <> 'LOG'))
       AND ($7::text IS NULL OR ($7::text = 'open') = (m.done_at IS NULL))
       AND ($8::int IS NULL OR (m.parameters->>'replyTo')::int = $8::int)
     ORDER BY m.created_at DESC, m.id DESC`,
    [...callerParams(caller), query.type, query.box, query.state, query.replyTo], query);
  return { items: page.items.map(myActivityOf), total: page.total };
}

/** One activity of the caller's (written by them or addressed to them); null for any other. */
export async function findMyActivity(db: Queryable, caller: InboxCaller, id: number): Promise<MyActivity | null> {
  const found = await db.query<InboxRow>(`${myActivities} AND m.id = $5::int`, [...callerParams(caller), id]);
  return found.rows[0] ? myActivityOf(found.rows[0]) : null;
}
