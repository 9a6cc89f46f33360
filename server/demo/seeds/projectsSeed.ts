import { addDays } from '../../kernel/isoDates';
import type { DomainSeed } from './DomainSeed';
import {
  demoCrewDetails, demoCrewItems, demoCrewProfiles, demoFixedValues, demoNewProjects, demoProjectPlans, demoRatings, demoRatingTypes,
} from './projectsDemo';

/**
 * Projects in every state (past, requested, ongoing; closed or not; one before the 2018 cut-off), crews with on-site
 * details and crew chiefs, crew items in every position state with vacancies, a status history for every crew item
 * seeded so far, and crew member functions, tags, skills and ratings. New rows: `project:<number>`, `crew:<key>`.
 */
export const projectsSeed: DomainSeed = async (tx, ids, today) => {
  const moyo = ids.get('tenant', 'moyo');
  const person = (login: string | null | undefined) => (login ? ids.get('person', login) : null);
  const day = (value: number | string) => (typeof value === 'string' ? value : addDays(today, value));
  for (const p of demoNewProjects) {
    const projectId = await ids.insert('project', p.number,
      'INSERT INTO projects (tenant_id, number, name, client) VALUES ($1, $2, $3, $4) RETURNING id', [moyo, p.number, p.name, p.company]);
    for (const c of p.crews) {
      const crewId = await ids.insert('crew', c.key, 'INSERT INTO crews (project_id, name, location_id) VALUES ($1, $2, $3) RETURNING id',
        [projectId, c.name, ids.get('location', c.location)]);
      if (c.chief) await tx.query('INSERT INTO crew_chiefs (crew_id, person_id) VALUES ($1, $2)', [crewId, person(c.chief)]);
    }
  }
  for (const p of demoProjectPlans) {
    await tx.query(
      `UPDATE projects SET begin_date = $2, end_date = $3, client_mark = $4, reference = $5, rate_card = $6, comment = $7, closed = $8,
         requested = $9, manager_person_id = $10, client_person_id = $11, crew_chief_person_id = $12, location_id = $13, rating = $14
       WHERE id = $1`,
      [ids.get('project', p.number), day(p.days[0]), day(p.days[1]), p.clientMark, p.reference ?? null, p.rateCard ?? null,
        p.comment ?? null, p.closed ?? false, p.requested ?? false, person(p.manager), person(p.client), person(p.chief),
        ids.get('location', p.location), p.rating ?? null],
    );
  }
  await linkCompanies(tx);
  for (const c of demoCrewDetails) {
    await tx.query(
      `UPDATE crews SET catering = $2, contact_on_site_name = $3, contact_on_site_phone = $4, crew_info = $5, internal_info = $6,
         crew_chief_info = $7, external_info = $8 WHERE id = $1`,
      [ids.get('crew', c.crew), c.catering, c.contact[0], c.contact[1], 'crewInfo' in c ? c.crewInfo : null,
        'internalInfo' in c ? c.internalInfo : null, 'crewChiefInfo' in c ? c.crewChiefInfo : null,
        'externalInfo' in c ? c.externalInfo : null],
    );
  }
  for (const i of demoCrewItems) {
    await tx.query(
      `INSERT INTO crew_items (crew_id, person_id, function, start_date, end_date, start_time, end_time, status, crew_chief_only,
         to_confirm, confirmed_at, remarks) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [ids.get('crew', i.crew), person(i.login), i.function, day(i.days[0]), day(i.days[1]), i.times[0], i.times[1], i.status,
        i.crewChiefOnly ?? false, i.toConfirm ?? false, i.status === 'confirmed' && i.login ? `${day(Math.min(i.days[0], 0) - 5)}T10:00:00Z` : null,
        i.remarks ?? null],
    );
  }
  for (const f of demoFixedValues) {
    await tx.query('INSERT INTO project_fixed_values (project_id, crew_id, hours, positions, revenue) VALUES ($1, $2, $3, $4, $5)',
      [ids.get('project', f.project), f.crew ? ids.get('crew', f.crew) : null, f.hours, f.positions, f.revenue]);
  }
  await tx.query("UPDATE locations SET country = CASE WHEN city IN ('London', 'Glasgow', 'Manchester') THEN 'GB' ELSE 'NL' END");
  await seedStatusHistory(tx, day(-14));
  await seedCrewMembers(tx, ids, today);
};

/** Points projects at the companies part's companies and contacts (by company name), when those tables exist. */
async function linkCompanies(tx: Parameters<DomainSeed>[0]): Promise<void> {
  const tables = await tx.query<{ companies: string | null; contacts: string | null }>(
    "SELECT to_regclass('companies')::text AS companies, to_regclass('contacts')::text AS contacts",
  );
  if (!tables.rows[0]?.companies) return;
  await tx.query('UPDATE projects p SET company_id = co.id FROM companies co WHERE co.tenant_id = p.tenant_id AND co.name = p.client');
  if (!tables.rows[0]?.contacts) return;
  await tx.query(
    `UPDATE projects p SET contact_id = ct.id, contact_name = ct.first_name || ' ' || ct.last_name, contact_phone = ct.phone,
       contact_email = ct.email
     FROM (SELECT DISTINCT ON (company_id) * FROM contacts ORDER BY company_id, id) ct WHERE ct.company_id = p.company_id`,
  );
}

/** Every crew item gets a `created` record (requested) two weeks back, then the record of how it reached its status. */
async function seedStatusHistory(tx: Parameters<DomainSeed>[0], twoWeeksBack: string): Promise<void> {
  await tx.query(
    `INSERT INTO crew_item_statuses (crew_item_id, status, action, created_at)
     SELECT id, 'requested', 'created', $1::date + time '09:00' FROM crew_items ORDER BY id`,
    [twoWeeksBack],
  );
  await tx.query(
    `INSERT INTO crew_item_statuses (crew_item_id, status, action, remark, created_at)
     SELECT id, status, CASE status WHEN 'confirmed' THEN 'activate' WHEN 'cancelled' THEN 'notNeeded' WHEN 'changed' THEN 'changed'
         WHEN 'requested' THEN 'applied' ELSE 'set' END,
       CASE status WHEN 'changed' THEN remarks WHEN 'doubleBooked' THEN 'Also planned on another job that day' END,
       $1::date + 3 + time '11:00'
     FROM crew_items WHERE status <> 'requested' OR applied_for ORDER BY id`,
    [twoWeeksBack],
  );
}

async function seedCrewMembers(tx: Parameters<DomainSeed>[0], ids: Parameters<DomainSeed>[1], today: string): Promise<void> {
  for (const [tenant, name, description] of demoRatingTypes) {
    await ids.insert('crewRatingType', `${tenant}:${name}`,
      'INSERT INTO crew_rating_types (tenant_id, name, description) VALUES ($1, $2, $3) RETURNING id', [ids.get('tenant', tenant), name, description]);
  }
  for (const p of demoCrewProfiles) {
    const personId = ids.get('person', p.login);
    for (const [fn, level] of p.functions) {
      await tx.query('INSERT INTO crew_member_functions (person_id, function, level) VALUES ($1, $2, $3)', [personId, fn, level]);
    }
    for (const tag of p.tags) await tx.query('INSERT INTO crew_member_tags (person_id, tag) VALUES ($1, $2)', [personId, tag]);
    for (const [skill, document, days] of p.skills) {
      await tx.query('INSERT INTO crew_member_skills (person_id, skill, document_name, valid_until) VALUES ($1, $2, $3, $4)',
        [personId, skill, document, addDays(today, days)]);
    }
  }
  for (const [login, type, score, comment, rater, daysAgo] of demoRatings) {
    await tx.query(
      `INSERT INTO crew_member_ratings (person_id, rating_type_id, score, comment, rated_by_person_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::date + time '20:00')`,
      [ids.get('person', login), ids.get('crewRatingType', `moyo:${type}`), score, comment, ids.get('person', rater), addDays(today, -daysAgo)],
    );
  }
}
