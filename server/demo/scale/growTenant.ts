import type { Queryable } from '../../kernel/database';

/** How to grow a tenant: its host name, the factor, and the day its dates are counted from. */
export interface Growth {
  /** A host name of the tenant to grow (its `tenant_hosts`), e.g. `localhost` for Moyo. */
  host: string;
  /** How many times the tenant's own rows it holds afterwards (≥ 2). */
  factor: number;
  /** The demo logins keep this many copies of their own data (default 10); later copies belong to new people. */
  ownCopies?: number;
  /** `YYYY-MM-DD`: copied projects begin within two years either side of it. */
  today: string;
}

/** How many rows each grown table holds for the tenant afterwards. */
export type GrownCounts = Record<'persons' | 'projects' | 'crews' | 'crewItems' | 'emailMessages' | 'documents', number>;

/**
 * One copied table: `map` lists the new rows (`old_id`, copy `k`, variant `v`, plus whatever the insert reads), and
 * `new_id` is numbered after the table's highest id in a fixed order, so that a growth is the same on every run.
 */
interface CopiedTable {
  table: string;
  map: string;
  /** SELECT old_id, k, v[, more] — the rows to copy. */
  source: string;
  /** The copied columns, in order, and what each becomes (`o` the original row, `m` its map row). */
  columns: Record<string, string>;
}

/** A person of copy `m.k`: the demo person itself in the first copies (while `keep` holds), else that person's copy. */
const owner = (column: string, keep = 'm.k < $2') => `CASE WHEN ${column} IS NULL OR ${keep} THEN ${column}
  ELSE (SELECT pm.new_id FROM grow_persons pm WHERE pm.old_id = ${column} AND pm.k = m.k) END`;

/**
 * The number of copy `m.k` of the project numbered `column`: numbers go on after the tenant's highest (`$5`; `$6` the
 * lowest), copy by copy, as a company's numbering would; a number that is not a plain number gets `-k`.
 */
const projectNumber = (column: string) => `CASE WHEN ${column} ~ '^[0-9]{1,6}$'
  THEN ($5 + (m.k - 1) * ($5 - $6 + 1) + ${column}::int - $6 + 1)::text ELSE ${column} || '-' || m.k END`;

/** Every copied table of one tenant (`$1` the tenant, `$2` the copies the demo people keep, `$3` factor, `$4` today, `$5`/`$6` the highest and lowest project number). */
const copiedTables: readonly CopiedTable[] = [
  {
    table: 'persons', map: 'grow_persons',
    source: `SELECT p.id AS old_id, k, 1 AS v FROM persons p CROSS JOIN generate_series(1, $3::int - 1) AS k
      WHERE p.tenant_id = $1`,
    columns: {
      tenant_id: 'o.tenant_id', first_name: 'o.first_name', last_name: "o.last_name || ' ' || m.k", personal: 'o.personal',
      contact_number: 'o.contact_number', email: "CASE WHEN o.email IS NULL THEN NULL ELSE m.k || '.' || o.email END",
      phone: 'o.phone', city: 'o.city', country_code: 'o.country_code', region_code: 'o.region_code',
      nationality_code: 'o.nationality_code', birth_date: 'o.birth_date', time_zone: 'o.time_zone', street: 'o.street',
      postal_code: 'o.postal_code', map_service: 'o.map_service',
    },
  },
  {
    // Each copy begins on a day spread over today ± 2 years; `shift` moves its crews' dates along.
    table: 'projects', map: 'grow_projects',
    source: `SELECT p.id AS old_id, k, 1 AS v,
        ($4::date - 730 + ((p.id * 7919 + k * 104729) % 1461)) - coalesce(p.begin_date, $4::date) AS shift
      FROM projects p CROSS JOIN generate_series(1, $3::int - 1) AS k WHERE p.tenant_id = $1`,
    columns: {
      tenant_id: 'o.tenant_id',
      number: projectNumber('o.number'), name: 'o.name', client: 'o.client', client_mark: 'o.client_mark',
      begin_date: 'coalesce(o.begin_date, $4::date) + m.shift', end_date: 'coalesce(o.end_date, o.begin_date, $4::date) + m.shift',
      reference: 'o.reference', rate_card: 'o.rate_card', comment: 'o.comment', closed: 'o.closed', requested: 'o.requested',
      company_id: 'o.company_id', contact_id: 'o.contact_id', contact_name: 'o.contact_name', contact_phone: 'o.contact_phone',
      contact_email: 'o.contact_email', crew_chief_person_id: owner('o.crew_chief_person_id'),
      manager_person_id: owner('o.manager_person_id'), client_person_id: owner('o.client_person_id'), location_id: 'o.location_id',
      rating: 'o.rating', created_at: 'o.created_at',
    },
  },
  {
    // Two crews per original crew: a second day of the same work.
    table: 'crews', map: 'grow_crews',
    source: `SELECT c.id AS old_id, gp.k, day.v, gp.new_id AS project_id, gp.shift + (day.v - 1) AS shift
      FROM crews c JOIN grow_projects gp ON gp.old_id = c.project_id CROSS JOIN generate_series(1, 2) AS day(v)`,
    columns: {
      project_id: 'm.project_id', name: "o.name || CASE WHEN m.v = 2 THEN ' (day 2)' ELSE '' END", location_id: 'o.location_id',
      crew_chief_name: 'o.crew_chief_name', crew_chief_phone: 'o.crew_chief_phone', catering: 'o.catering',
      internal_info: 'o.internal_info', external_info: 'o.external_info', crew_info: 'o.crew_info',
      crew_chief_info: 'o.crew_chief_info', contact_on_site_name: 'o.contact_on_site_name',
      contact_on_site_phone: 'o.contact_on_site_phone',
    },
  },
  {
    // Two positions per original position and crew copy: the second one still open (a vacancy) unless it was spare.
    // The second day's crew is staffed by the people's copies, so that the demo people's own jobs grow ×ownCopies.
    table: 'crew_items', map: 'grow_crew_items',
    source: `SELECT ci.id AS old_id, gc.k, gc.v * 10 + seat.w AS v, gc.new_id AS crew_id, gc.shift, seat.w, gc.v AS day
      FROM crew_items ci JOIN grow_crews gc ON gc.old_id = ci.crew_id CROSS JOIN generate_series(1, 2) AS seat(w)`,
    columns: {
      crew_id: 'm.crew_id',
      person_id: `CASE WHEN m.w = 2 AND o.status <> 'spare' THEN NULL ELSE ${owner('o.person_id', 'm.k < $2 AND m.day = 1 AND m.w = 1')} END`,
      function: 'o.function', start_date: 'o.start_date + m.shift', end_date: 'o.end_date + m.shift', start_time: 'o.start_time',
      end_time: 'o.end_time', status: 'o.status', crew_chief_only: 'o.crew_chief_only', to_confirm: 'o.to_confirm',
      confirmed_at: 'o.confirmed_at', applied_for: 'o.applied_for', remarks: 'o.remarks', no_show: 'o.no_show',
      created_at: 'o.created_at',
    },
  },
  {
    table: 'crew_item_statuses', map: 'grow_crew_item_statuses',
    source: `SELECT s.id AS old_id, gi.k, gi.v, gi.new_id AS crew_item_id FROM crew_item_statuses s
      JOIN grow_crew_items gi ON gi.old_id = s.crew_item_id`,
    columns: {
      crew_item_id: 'm.crew_item_id', status: 'o.status', action: 'o.action', remark: 'o.remark',
      by_person_id: owner('o.by_person_id'), created_at: 'o.created_at',
    },
  },
  {
    table: 'email_messages', map: 'grow_email_messages',
    source: `SELECT e.id AS old_id, k, 1 AS v FROM email_messages e CROSS JOIN generate_series(1, $3::int - 1) AS k
      WHERE e.tenant_id = $1`,
    columns: {
      tenant_id: 'o.tenant_id', mailbox_id: 'o.mailbox_id', from_address: 'o.from_address', from_name: 'o.from_name',
      to_addresses: 'o.to_addresses', cc_addresses: 'o.cc_addresses', subject: 'o.subject',
      body_html: 'o.body_html', body_text: 'o.body_text', received_at: "o.received_at - m.k * interval '17 hours'",
      unread: 'o.unread AND m.k % 3 = 0',
    },
  },
  {
    table: 'email_attachments', map: 'grow_email_attachments',
    source: `SELECT a.id AS old_id, ge.k, 1 AS v, ge.new_id AS message_id FROM email_attachments a
      JOIN grow_email_messages ge ON ge.old_id = a.message_id`,
    columns: { message_id: 'm.message_id', file_name: 'o.file_name', mime_type: 'o.mime_type', bytes: 'o.bytes' },
  },
  {
    // A project's documents follow the project's copy; the others are copied for the people's copies.
    table: 'documents', map: 'grow_documents',
    source: `SELECT d.id AS old_id, k, 1 AS v FROM documents d CROSS JOIN generate_series(1, $3::int - 1) AS k
      WHERE d.tenant_id = $1`,
    columns: {
      tenant_id: 'o.tenant_id', type_id: 'o.type_id', caption: 'o.caption', description: 'o.description', owner_type: 'o.owner_type',
      owner_id: `CASE WHEN o.owner_type = 'project' THEN ${projectNumber('o.owner_id')} ELSE o.owner_id END`,
      person_id: owner('o.person_id'), state: 'o.state', crew_chief_only: 'o.crew_chief_only', training: 'o.training',
      parameters: 'o.parameters', document_number: "o.document_number || '-' || m.k", valid_until: 'o.valid_until',
      due_date: 'o.due_date', upload_id: 'o.upload_id', signed_upload_id: 'o.signed_upload_id', created_at: 'o.created_at',
      updated_at: 'o.updated_at',
    },
  },
  {
    table: 'document_signatories', map: 'grow_document_signatories',
    source: `SELECT s.id AS old_id, gd.k, 1 AS v, gd.new_id AS document_id FROM document_signatories s
      JOIN grow_documents gd ON gd.old_id = s.document_id`,
    columns: {
      document_id: 'm.document_id', position: 'o.position', name: 'o.name', person_id: owner('o.person_id'),
      contact_number: 'o.contact_number', status: 'o.status', signature_png: 'o.signature_png', rating: 'o.rating',
      form_fields: 'o.form_fields', signed_at: 'o.signed_at',
    },
  },
];

/** Tables copied along without ids of their own: their rows follow a copied crew. */
const crewChiefsCopy = `INSERT INTO crew_chiefs (crew_id, person_id)
  SELECT m.new_id, ${owner('o.person_id')} FROM crew_chiefs o JOIN grow_crews m ON m.old_id = o.crew_id
  ON CONFLICT DO NOTHING`;

/**
 * Grows one tenant `factor` times in SQL, as a large crew company's would be: every project copied with its crews
 * (two per original), positions (two per original, one of them a vacancy), status history, documents with their
 * signatories, and e-mails, dated over today ± 2 years. The demo logins keep their part in the first `ownCopies`
 * copies (their own data grows ×10); later copies belong to copies of the tenant's people. The same growth gives the
 * same rows on every run. Run it inside one transaction (it makes temporary tables); it ends with ANALYZE.
 */
export async function growTenant(tx: Queryable, growth: Growth): Promise<GrownCounts> {
  if (!Number.isInteger(growth.factor) || growth.factor < 2) throw new Error(`factor must be a whole number of 2 or more, not ${growth.factor}`);
  const found = await tx.query<{ tenant_id: number }>('SELECT tenant_id FROM tenant_hosts WHERE host_name = $1', [growth.host]);
  const tenantId = found.rows[0]?.tenant_id;
  if (tenantId === undefined) throw new Error(`No tenant answers to host ${growth.host}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(growth.today)) throw new Error(`today must be YYYY-MM-DD, not ${growth.today}`);
  // Whole numbers and a checked date, written into the SQL: CREATE TABLE AS takes no parameters.
  const numbers = await tx.query<{ highest: number; lowest: number }>(
    `SELECT coalesce(max(number::int), 0) AS highest, coalesce(min(number::int), 0) AS lowest FROM projects
     WHERE tenant_id = $1 AND number ~ '^[0-9]{1,6}$'`, [tenantId]);
  const { highest = 0, lowest = 0 } = numbers.rows[0] ?? {};
  const values = [String(tenantId), String(Math.min(growth.ownCopies ?? 10, growth.factor)), String(growth.factor), `'${growth.today}'`,
    String(highest), String(lowest)];
  const bound = (sql: string) => sql.replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1] ?? `$${n}`);
  for (const copied of copiedTables) await copyTable(tx, copied, bound);
  await tx.query(bound(crewChiefsCopy));
  for (const copied of copiedTables) await tx.query(`DROP TABLE ${copied.map}`);
  await tx.query('ANALYZE');
  return countsOf(tx, tenantId);
}

async function copyTable(tx: Queryable, copied: CopiedTable, bound: (sql: string) => string): Promise<void> {
  const { table, map, source, columns } = copied;
  await tx.query(bound(`CREATE TEMPORARY TABLE ${map} AS
    SELECT (SELECT coalesce(max(id), 0) FROM ${table}) + row_number() OVER (ORDER BY s.old_id, s.k, s.v) AS new_id, s.*
    FROM (${source}) AS s`));
  await tx.query(`CREATE INDEX ON ${map} (old_id, k)`);
  await tx.query(bound(`INSERT INTO ${table} (id, ${Object.keys(columns).join(', ')})
    SELECT m.new_id, ${Object.values(columns).join(', ')} FROM ${map} m JOIN ${table} o ON o.id = m.old_id
    ORDER BY m.new_id`));
  await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
}

async function countsOf(tx: Queryable, tenantId: number): Promise<GrownCounts> {
  const result = await tx.query<GrownCounts>(`SELECT
      (SELECT count(*)::int FROM persons WHERE tenant_id = $1) AS "persons",
      (SELECT count(*)::int FROM projects WHERE tenant_id = $1) AS "projects",
      (SELECT count(*)::int FROM crews c JOIN projects p ON p.id = c.project_id WHERE p.tenant_id = $1) AS "crews",
      (SELECT count(*)::int FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
        WHERE p.tenant_id = $1) AS "crewItems",
      (SELECT count(*)::int FROM email_messages WHERE tenant_id = $1) AS "emailMessages",
      (SELECT count(*)::int FROM documents WHERE tenant_id = $1) AS "documents"`, [tenantId]);
  const counts = result.rows[0];
  if (!counts) throw new Error('Could not count the grown tenant');
  return counts;
}
