import type { Queryable } from '../kernel/database';

/**
 * What a notification (a push message, a mail) tells about: a position offered or changed, a document to sign, a
 * message (an activity addressed to the person).
 */
export type NotificationKind = 'jobOffered' | 'jobChanged' | 'documentToSign' | 'preCall' | 'message' | 'missingCheckOut';

/** A notification's record: the values of its texts, the app's page it opens, a tag naming the record, and when a job starts. */
export interface NotificationSubject {
  values: Record<string, string>;
  path: string;
  tag: string;
  /** A job's start, in the server's local time. */
  startsAt?: Date;
}

interface JobRow { start_date: string; start_time: string; function: string; project: string; location: string | null }

/** The record a notification of `kind` about `subjectId` (a crew item or a document) tells about; null when it is gone. */
export async function notificationSubject(db: Queryable, kind: NotificationKind, subjectId: number, tenantId: number): Promise<NotificationSubject | null> {
  if (kind === 'message') return messageSubject(db, subjectId, tenantId);
  if (kind === 'missingCheckOut') return missingCheckOutSubject(db, subjectId, tenantId);
  if (kind === 'documentToSign') {
    const found = await db.query<{ caption: string }>('SELECT caption FROM documents WHERE id = $1 AND tenant_id = $2', [subjectId, tenantId]);
    const document = found.rows[0];
    return document ? { values: { document: document.caption }, path: `/documents/${subjectId}`, tag: `document-${subjectId}` } : null;
  }
  const found = await db.query<JobRow>(
    `SELECT ci.start_date::text AS start_date, ci.start_time, ci.function, p.name AS project, l.name AS location
     FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id LEFT JOIN locations l ON l.id = c.location_id
     WHERE ci.id = $1 AND p.tenant_id = $2`, [subjectId, tenantId]);
  const job = found.rows[0];
  if (!job) return null;
  const [year, month, day] = job.start_date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = job.start_time.split(':').map(Number) as [number, number];
  return {
    values: { project: job.project, function: job.function, date: job.start_date, time: job.start_time.slice(0, 5), location: job.location ?? job.project },
    path: `/jobs/${subjectId}`, tag: `job-${subjectId}`, startsAt: new Date(year, month - 1, day, hours, minutes),
  };
}

/** A message's notification: who sent it and its caption, opening it in the app's Messages. */
async function messageSubject(db: Queryable, activityId: number, tenantId: number): Promise<NotificationSubject | null> {
  const found = await db.query<{ caption: string; sender: string }>(
    `SELECT a.caption, coalesce(p.first_name || ' ' || p.last_name, u.login) AS sender
     FROM activities a JOIN users u ON u.id = a.created_by_user LEFT JOIN persons p ON p.id = u.person_id
     WHERE a.id = $1 AND a.tenant_id = $2`, [activityId, tenantId]);
  const message = found.rows[0];
  return message ? { values: { sender: message.sender, caption: message.caption }, path: `/messages/${activityId}`, tag: `message-${activityId}` } : null;
}

/** A missing check-out's push (`subjectId` a worked hours day): the job and its planned end, opening the check-out page. */
async function missingCheckOutSubject(db: Queryable, workedHoursId: number, tenantId: number): Promise<NotificationSubject | null> {
  const found = await db.query<{ crew_id: number; function: string; project: string; end_time: string }>(
    `SELECT c.id AS crew_id, ci.function, p.name AS project, ci.end_time
     FROM worked_hours w JOIN crew_items ci ON ci.id = w.crew_item_id JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
     WHERE w.id = $1 AND p.tenant_id = $2`, [workedHoursId, tenantId]);
  const day = found.rows[0];
  return day ? {
    values: { project: day.project, function: day.function, time: day.end_time.slice(0, 5) },
    path: `/crews/${day.crew_id}/check-out`, tag: `check-out-${workedHoursId}`,
  } : null;
}
