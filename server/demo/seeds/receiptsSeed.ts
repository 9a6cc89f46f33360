import { addDays } from '../../kernel/isoDates';
import type { DomainSeed } from './DomainSeed';

type Line = [description: string, quantity: number, unitPrice: number, vatRate: number];

const receiptTypes = ['Accommodation', 'Catering', 'Fuel', 'Materials', 'Parking', 'Public transport', 'Tools and equipment', 'Other'];

/** Expense receipts in days from the seed day, in every state, of crew, crew chief and accountant. */
const receipts: { login: string; type: string; day: number; supplier: string; description: string; company: string | null;
  project: string | null; status: string; lines: Line[] }[] = [
  { login: 'crew@demo.test', type: 'Fuel', day: -19, supplier: 'Shell Den Haag Centrum', description: 'Van to Zuiderpark and back',
    company: 'moyo-nl', project: '1001', status: 'submitted', lines: [['Diesel, 48.2 litres', 48.2, 1.79, 21]] },
  { login: 'crew@demo.test', type: 'Parking', day: -3, supplier: 'Q-Park Ahoy', description: 'Crew parking, gala night',
    company: 'moyo-nl', project: '1002', status: 'approved', lines: [['Parking, 11 hours', 1, 27.5, 21]] },
  { login: 'crew@demo.test', type: 'Catering', day: -18, supplier: 'Albert Heijn to go', description: 'Lunch during the build',
    company: 'moyo-nl', project: '1001', status: 'rejected', lines: [['Sandwiches', 3, 4.25, 9], ['Soft drinks', 3, 2.1, 9]] },
  { login: 'chief@demo.test', type: 'Materials', day: -2, supplier: 'Gamma Amsterdam', description: 'Gaffer tape and cable ties for hall 8',
    company: 'horecava', project: '1003', status: 'draft', lines: [['Gaffer tape black 50 mm', 12, 9.95, 21],
      ['Cable ties 300 mm (100)', 4, 6.49, 21]] },
  { login: 'accountant@demo.test', type: 'Accommodation', day: -21, supplier: 'Hotel Central Den Haag',
    description: 'Crew chief overnight stay, festival build', company: 'summer-sound', project: '1001', status: 'approved',
    lines: [['Single room, 2 nights', 2, 89, 9], ['City tax', 2, 6.5, 0]] },
  { login: 'accountant@demo.test', type: 'Public transport', day: -1, supplier: 'NS', description: 'Train tickets for the stand build crew',
    company: 'moyo-nl', project: '1003', status: 'draft', lines: [['Amsterdam Centraal - RAI return', 4, 7.8, 9]] },
];

/** Invoices to client companies; Claire Hughes is the Summer Sound contact, so the client login sees those once sent. */
const invoices: { company: string; project: string | null; contact: string | null; day: number; term: number; status: string;
  reference: string | null; lines: Line[] }[] = [
  { company: 'summer-sound', project: '1001', contact: 'client@demo.test', day: -45, term: 30, status: 'paid', reference: 'PO-SSE-2211',
    lines: [['Stagehands, main stage pre-build (hours)', 96, 34.5, 21], ['Crew chief (hours)', 24, 42, 21]] },
  { company: 'summer-sound', project: '1001', contact: 'client@demo.test', day: -16, term: 14, status: 'sent', reference: 'PO-SSE-2240',
    lines: [['Stagehands, main stage build (hours)', 144, 34.5, 21], ['Crew chief (hours)', 39.5, 42, 21],
      ['Travel allowance', 1, 145, 21]] },
  { company: 'summer-sound', project: '1001', contact: 'client@demo.test', day: 0, term: 30, status: 'draft', reference: null,
    lines: [['Stagehands, load-out (hours)', 60, 34.5, 21]] },
  { company: 'northwind', project: '1002', contact: null, day: -2, term: 30, status: 'sent', reference: 'NWI gala 2026',
    lines: [['Gala floor crew (hours)', 57, 36, 21], ['Late night surcharge', 1, 120, 21]] },
  { company: 'horecava', project: '1003', contact: null, day: -1, term: 30, status: 'draft', reference: null,
    lines: [['Stand build crew, deposit', 1, 2500, 21]] },
];

/** Receipt types, expense receipts with items, and invoices with items for the demo tenant. */
export const receiptsSeed: DomainSeed = async (tx, ids, today) => {
  const tenantId = ids.get('tenant', 'moyo');
  const year = today.slice(0, 4);
  for (const name of receiptTypes) {
    await ids.insert('receiptType', name, 'INSERT INTO receipt_types (tenant_id, name) VALUES ($1,$2) RETURNING id', [tenantId, name]);
  }
  for (const [index, r] of receipts.entries()) {
    const number = `R-${year}-${String(index + 1).padStart(4, '0')}`;
    const id = await ids.insert('receipt', number, `INSERT INTO receipts (tenant_id, number, type_id, person_id, company_id, project_id,
      date, supplier, description, status, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING id`,
    [tenantId, number, ids.get('receiptType', r.type), ids.get('person', r.login), r.company ? ids.get('company', r.company) : null,
      r.project ? ids.get('project', r.project) : null, addDays(today, r.day), r.supplier, r.description, r.status,
      `${addDays(today, r.day)}T18:00:00Z`]);
    for (const [description, quantity, unitPrice, vatRate] of r.lines) {
      await tx.query('INSERT INTO receipt_items (receipt_id, description, quantity, unit_price, vat_rate) VALUES ($1,$2,$3,$4,$5)',
        [id, description, quantity, unitPrice, vatRate]);
    }
  }
  for (const [index, i] of invoices.entries()) {
    const number = `INV-${year}-${String(index + 1).padStart(4, '0')}`;
    const id = await ids.insert('invoice', number, `INSERT INTO invoices (tenant_id, number, company_id, project_id, contact_id,
      invoice_date, due_date, status, reference, paid_on) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING id`,
    [tenantId, number, ids.get('company', i.company), i.project ? ids.get('project', i.project) : null,
      i.contact ? ids.get('contact', i.contact) : null, addDays(today, i.day), addDays(today, i.day + i.term), i.status, i.reference,
      i.status === 'paid' ? addDays(today, i.day + i.term - 3) : null]);
    for (const [description, quantity, unitPrice, vatRate] of i.lines) {
      await tx.query('INSERT INTO invoice_items (invoice_id, description, quantity, unit_price, vat_rate) VALUES ($1,$2,$3,$4,$5)',
        [id, description, quantity, unitPrice, vatRate]);
    }
  }
};
