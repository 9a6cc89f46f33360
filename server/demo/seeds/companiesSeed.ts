import type { DomainSeed } from './DomainSeed';
import { demoCompanies, demoTemplates } from './companiesData';

/** The demo data of this part: companies with settings, their contacts, templates and valued staff. */
export const companiesSeed: DomainSeed = async (tx, ids) => {
  for (const c of demoCompanies) {
    const companyId = await ids.insert('company', c.key, `INSERT INTO companies (tenant_id, own, name, client_mark, street, postal_code,
      city, country_code, vat_number, chamber_of_commerce, email, phone, website, logo_url)
      VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING id`,
    [ids.get('tenant', c.tenant), c.own, c.name, c.mark, ...c.address, c.vat, c.coc, c.email, c.phone, c.website, c.logo]);
    const s = c.settings;
    await tx.query(`INSERT INTO company_settings (company_id, currency, time_zone, date_format, payment_term_days, receipt_prefix,
      invoice_prefix, show_rates_to_crew, map_service) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
    [companyId, s.currency, s.timeZone, s.dateFormat, s.paymentTermDays, s.receipt, s.invoice, s.showRates ?? false, s.mapService]);
    for (const k of c.contacts) {
      await ids.insert('contact', k.email, `INSERT INTO contacts (tenant_id, company_id, person_id, first_name, last_name, email, phone, role)
        VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
      [ids.get('tenant', c.tenant), companyId, k.login ? ids.get('person', k.login) : null, k.first, k.last, k.email, k.phone, k.role]);
    }
  }
  for (const [tenant, company, type, name, subject, body] of demoTemplates) {
    await tx.query('INSERT INTO templates (tenant_id, company_id, type, name, subject, body) VALUES ($1,$2,$3,$4,$5,$6)',
      [ids.get('tenant', tenant), company === null ? null : ids.get('company', company), type, name, subject, body]);
  }
  const claire = ids.get('contact', 'client@demo.test');
  for (const [login, value, note] of [['crew@demo.test', 5, 'Great on the main stage build, ask for Sam first'],
    ['chief@demo.test', 4, 'Calm crew chief, good with our production team']] as const) {
    await tx.query('INSERT INTO contact_valued_staff (contact_id, person_id, value, note) VALUES ($1,$2,$3,$4)',
      [claire, ids.get('person', login), value, note]);
  }
};
