import { addDays } from '../../kernel/isoDates';
import type { Queryable } from '../../kernel/database';
import type { DomainSeed } from './DomainSeed';

/**
 * The first row of a table of another part (contacts, companies) for the tenant, when that part has made one;
 * null otherwise (our `contact_id` and `company_id` carry no foreign key).
 */
async function firstOf(tx: Queryable, table: 'contacts' | 'companies', tenantId: number): Promise<number | null> {
  const columns = await tx.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name IN ('id', 'tenant_id')", [table]);
  if (columns.rows.length < 2) return null;
  const row = await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE tenant_id = $1 ORDER BY id LIMIT 1`, [tenantId]);
  return row.rows[0]?.id ?? null;
}

const crews = [
  { key: 'randstad', kind: 'planner', type: 'Stage crew pool', name: 'Stagehands pool Randstad',
    description: 'Experienced stagehands and riggers for festivals around Den Haag, Rotterdam and Utrecht.',
    functions: ['Stagehand', 'Rigger', 'Crew chief'], tags: ['festival', 'outdoor'], regions: ['Rotterdam', 'Utrecht'],
    skills: ['Working at height', 'Forklift licence'], managers: ['planner@demo.test', 'pm@demo.test'],
    members: [['crew@demo.test', 'Stagehand'], ['chief@demo.test', 'Crew chief']] },
  { key: 'av', kind: 'planner', type: 'Specialists', name: 'AV and lighting specialists',
    description: 'Technicians for conferences and galas.', functions: ['Lighting technician', 'Sound technician'],
    tags: ['conference'], regions: ['North Holland', 'Greater London'], skills: ['grandMA3', 'Dante level 2'],
    managers: ['planner@demo.test'], members: [['crew@demo.test', 'Lighting technician']] },
  // Two more planner crews, so that the planner's filters have something to tell apart: riggers in Rotterdam only,
  // and stagehands in Amsterdam (the same function as the Randstad pool, another region).
  { key: 'harbourRiggers', kind: 'planner', type: 'Specialists', name: 'Harbour riggers Rotterdam',
    description: 'Certified riggers for the Rotterdam harbour venues.', functions: ['Rigger'], tags: ['indoor'],
    regions: ['Rotterdam'], skills: ['Working at height'], managers: ['planner@demo.test'], members: [] },
  { key: 'amsterdamStage', kind: 'planner', type: 'Stage crew pool', name: 'Amsterdam stagehands',
    description: 'Stagehands and runners for theatres and clubs in Amsterdam.', functions: ['Stagehand', 'Runner'],
    tags: ['indoor', 'theatre'], regions: ['Amsterdam'], skills: [], managers: ['planner@demo.test'], members: [] },
  { key: 'summer', kind: 'membership', type: 'Client regulars', name: 'Summer Sound regulars',
    description: 'The crew the client asks for every summer.', functions: ['Stagehand'], tags: [], regions: [], skills: [],
    managers: ['client@demo.test', 'planner@demo.test', 'pm@demo.test'],
    members: [['crew@demo.test', 'Stagehand'], ['chief@demo.test', 'Crew chief']] },
  { key: 'gala', kind: 'membership', type: 'Client regulars', name: 'Northwind gala hosts',
    description: 'Floor crew for the annual gala.', functions: ['Stagehand'], tags: [], regions: [], skills: [],
    managers: ['client@demo.test'], members: [['chief@demo.test', 'Stagehand']] },
] as const;

// Each line: function, unit, rate, overtime rate, minimum hours, and the cost rate (what the person costs per unit).
const rateCards = [
  { key: 'events2025', name: 'Event crew rates', currency: 'EUR', from: -300, to: null, items: [
    ['Stagehand', 'hour', 32.5, 40.63, 4, 24], ['Rigger', 'hour', 41, 51.25, 4, 30], ['Crew chief', 'hour', 45, 56.25, 4, 33],
    ['Forklift driver', 'hour', 38, 47.5, 4, 28], ['Lighting technician', 'day', 395, null, null, 290]] },
  { key: 'uk', name: 'UK conference rates', currency: 'GBP', from: -120, to: 245, items: [
    ['Stagehand', 'hour', 24, 36, 5, 18], ['AV technician', 'shift', 280, null, null, 210], ['Crew chief', 'hour', 34, 51, 5, 26],
    ['Lighting technician', 'day', 330, null, null, 245]] },
  // The cards the demo projects name (projectsDemo.ts), each valid over its projects' days.
  { key: 'festival2026', name: 'Festival 2026', currency: 'EUR', from: -240, to: 60, items: [
    ['Stagehand', 'hour', 34.5, 43.13, 4, 25], ['Crew chief', 'hour', 42, 52.5, 4, 31], ['Rigger', 'hour', 43, 53.75, 4, 31],
    ['Forklift driver', 'hour', 39.5, 49.38, 4, 29], ['Lighting technician', 'day', 410, null, null, 300]] },
  { key: 'corporate', name: 'Corporate events', currency: 'EUR', from: -180, to: null, items: [
    ['Stagehand', 'hour', 36, 45, 5, 25], ['Crew chief', 'hour', 46, 57.5, 5, 33], ['Lighting technician', 'day', 420, null, null, 300],
    ['Sound technician', 'day', 430, null, null, 310]] },
  { key: 'tradeFairs', name: 'Trade fairs', currency: 'EUR', from: -90, to: null, items: [
    ['Stagehand', 'hour', 33, 41.25, 4, 24], ['Rigger', 'hour', 42, 52.5, 4, 30], ['Crew chief', 'hour', 44, 55, 4, 32],
    ['Forklift driver', 'hour', 38.5, 48.13, 4, 28]] },
] as const;

/** Planner crews, membership crews, rate cards and mobile documents of the demo tenant `moyo`. */
export const planningSeed: DomainSeed = async (tx, ids, today) => {
  const tenantId = ids.get('tenant', 'moyo');
  const contactId = await firstOf(tx, 'contacts', tenantId);
  const companyId = await firstOf(tx, 'companies', tenantId);
  for (const name of ['Stage crew pool', 'Specialists', 'Client regulars']) {
    await ids.insert('plannerCrewType', name, 'INSERT INTO planner_crew_types (tenant_id, name) VALUES ($1, $2) RETURNING id', [tenantId, name]);
  }
  for (const c of crews) {
    const crewId = await ids.insert('plannerCrew', c.key,
      `INSERT INTO planner_crews (tenant_id, kind, type_id, name, description, contact_id, functions, tags, regions, skills,
         created_by, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) RETURNING id`,
      [tenantId, c.kind, ids.get('plannerCrewType', c.type), c.name, c.description, c.kind === 'membership' ? contactId : null,
        c.functions, c.tags, c.regions, c.skills, ids.get('person', c.managers[0]), `${addDays(today, -90)}T09:00:00Z`]);
    for (const login of c.managers) {
      await tx.query('INSERT INTO planner_crew_managers (planner_crew_id, person_id) VALUES ($1, $2)', [crewId, ids.get('person', login)]);
    }
    for (const [login, fn] of c.members) {
      await tx.query('INSERT INTO planner_crew_memberships (planner_crew_id, person_id, function, added_at) VALUES ($1,$2,$3,$4)',
        [crewId, ids.get('person', login), fn, `${addDays(today, -60)}T09:00:00Z`]);
    }
  }
  for (const r of rateCards) {
    const rateCardId = await ids.insert('rateCard', r.key,
      'INSERT INTO rate_cards (tenant_id, company_id, name, currency, valid_from, valid_to) VALUES ($1,$2,$3,$4,$5,$6) RETURNING id',
      [tenantId, companyId, r.name, r.currency, addDays(today, r.from), r.to === null ? null : addDays(today, r.to)]);
    for (const [fn, unit, rate, overtime, minimum, cost] of r.items) {
      await tx.query(`INSERT INTO rate_card_items (rate_card_id, function, unit, rate, overtime_rate, minimum_hours, cost_rate)
        VALUES ($1,$2,$3,$4,$5,$6,$7)`, [rateCardId, fn, unit, rate, overtime, minimum, cost]);
    }
    await tx.query(`INSERT INTO mobile_documents (tenant_id, kind, rate_card_id, title, file_name, published_on)
      VALUES ($1, 'rateCard', $2, $3, $4, $5)`, [tenantId, rateCardId, r.name, `${r.key}-rate-card.pdf`, addDays(today, r.from)]);
  }
  const documents = [
    ['companyDocument', 'Crew handbook 2025', 'crew-handbook.pdf', -200],
    ['companyDocument', 'Safety on stage: working at height', 'safety-working-at-height.pdf', -45],
    ['rateAgreement', 'Rate agreement Summer Sound Events BV', 'rate-agreement-summer-sound.pdf', -150],
  ] as const;
  for (const [kind, title, file, days] of documents) {
    await tx.query('INSERT INTO mobile_documents (tenant_id, kind, title, file_name, published_on) VALUES ($1,$2,$3,$4,$5)',
      [tenantId, kind, title, file, addDays(today, days)]);
  }
};
