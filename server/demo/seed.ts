import { hashPassword } from '../auth/password';
import { emptyOverlay } from '../../src/ground/screenLanguage/overlay/TenantOverlay';
import { saveFirstRevision } from '../store/tenantOverlayStore';
import { now } from '../kernel/clock';
import { addDays, localDate } from '../kernel/isoDates';
import type { Db } from '../kernel/database';
import { demoPassword, demoUsers } from './demoUsers';
import { SeedIds } from './seedIds';
import { domainSeeds } from './seeds/domainSeeds';
import { demoAbsences, demoBankHolidays, demoBlockDates, demoJobs, demoLocations, demoProjects } from './demoPlanning';

/** The demo tenants: Moyo (also the fallback for unknown hosts) and Acme Events, each with its own look and hosts. */
const demoTenants = [
  { key: 'moyo', name: 'Moyo Crew', hosts: ['localhost', 'demo.localhost'], fallback: true, language: 'en', theme: 'moyo',
    background: null, watermark: null, useUserLanguage: true,
    description: 'Moyo Crew: your jobs, calendar and documents in one app.' },
  { key: 'acme', name: 'Acme Events', hosts: ['acme.localhost'], fallback: false, language: 'nl', theme: 'ocean',
    background: '#0b7285', watermark: 'Acme Events · demo', useUserLanguage: true,
    description: 'Acme Events: crew voor evenementen in heel Nederland.' },
] as const;

/** Seeds the demo data on first start only (when there are no users), with dates counted from `today`. */
export async function seedDemoData(db: Db, today = localDate(now())): Promise<void> {
  const existing = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  if ((existing.rows[0]?.count ?? 0) > 0) return;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const ids = new SeedIds(tx);
    for (const t of demoTenants) {
      const tenantId = await ids.insert('tenant', t.key, `INSERT INTO tenants (name, meta_host_name, is_fallback, default_language,
        mobile_theme, background_color_code, use_user_language, meta_description, watermark)
        VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
      [t.name, t.hosts[0], t.fallback, t.language, t.theme, t.background, t.useUserLanguage, t.description, t.watermark]);
      await saveFirstRevision(tx, tenantId, { overlay: emptyOverlay, author: 'system', reason: 'The product\'s screens as they are' }, now());
      for (const host of t.hosts) await tx.query('INSERT INTO tenant_hosts (host_name, tenant_id) VALUES ($1,$2)', [host, tenantId]);
    }
    for (const u of demoUsers) {
      const tenantId = ids.get('tenant', u.tenant);
      const personId = u.person
        ? await ids.insert('person', u.login, `INSERT INTO persons (tenant_id, first_name, last_name, personal, contact_number)
            VALUES ($1,$2,$3,$4,$5) RETURNING id`,
          [tenantId, u.person.firstName, u.person.lastName, u.person.personal ?? true, u.person.contactNumber ?? null])
        : null;
      await tx.query(`INSERT INTO users (tenant_id, login, password_hash, token_type, person_id, login_types, language,
        project_number, plus_crew_number, rights, mailbox_rights) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [tenantId, u.login.toLowerCase(), passwordHash, u.tokenType, personId, u.loginTypes, u.language ?? 'en',
        u.projectNumber ?? null, u.plusCrewNumber ?? null, JSON.stringify(u.rights), JSON.stringify(u.mailboxRights ?? {})]);
    }
    for (const l of demoLocations) {
      await ids.insert('location', l.key, 'INSERT INTO locations (tenant_id, name, address, city) VALUES ($1,$2,$3,$4) RETURNING id',
        [ids.get('tenant', l.tenant), l.name, l.address, l.city]);
    }
    for (const p of demoProjects) {
      const projectId = await ids.insert('project', p.number, `INSERT INTO projects (tenant_id, number, name, client)
        VALUES ($1,$2,$3,$4) RETURNING id`, [ids.get('tenant', p.tenant), p.number, p.name, p.client]);
      for (const c of p.crews) {
        await ids.insert('crew', c.key, `INSERT INTO crews (project_id, name, location_id, crew_chief_name, crew_chief_phone)
          VALUES ($1,$2,$3,$4,$5) RETURNING id`, [projectId, c.name, ids.get('location', c.location), c.chief, c.chiefPhone]);
      }
    }
    for (const j of demoJobs) {
      const confirmedAt = j.status === 'confirmed' ? `${addDays(today, Math.min(j.days[0], 0) - 7)}T10:00:00Z` : null;
      await tx.query(`INSERT INTO crew_items (crew_id, person_id, function, start_date, end_date, start_time, end_time, status,
        crew_chief_only, to_confirm, confirmed_at, applied_for, remarks) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
      [ids.get('crew', j.crew), ids.get('person', j.login), j.function, addDays(today, j.days[0]), addDays(today, j.days[1]),
        j.times[0], j.times[1], j.status, j.crewChiefOnly ?? false, j.toConfirm ?? false, confirmedAt,
        j.appliedFor ?? false, j.remarks ?? null]);
    }
    for (const b of demoBlockDates) {
      await tx.query('INSERT INTO block_dates (person_id, start_date, end_date, reason) VALUES ($1,$2,$3,$4)',
        [ids.get('person', b.login), addDays(today, b.days[0]), b.days[1] === null ? null : addDays(today, b.days[1]), b.reason]);
    }
    for (const a of demoAbsences) {
      await tx.query('INSERT INTO absences (person_id, kind, start_date, end_date, reason) VALUES ($1,$2,$3,$4,$5)',
        [ids.get('person', a.login), a.kind, addDays(today, a.days[0]), addDays(today, a.days[1]), a.reason]);
    }
    const year = Number(today.slice(0, 4));
    for (const h of demoBankHolidays) {
      for (const y of [year, year + 1]) {
        await tx.query('INSERT INTO bank_holidays (tenant_id, date, name) VALUES ($1,$2,$3)',
          [ids.get('tenant', h.tenant), `${y}-${h.monthDay}`, h.name]);
      }
    }
    for (const seed of domainSeeds) await seed(tx, ids, today);
  });
}

