/** One demo company; `key` registers it as `company:<key>`, contacts as `contact:<e-mail>`. */
export interface DemoCompany {
  key: string; tenant: 'moyo' | 'acme'; own: boolean; name: string; mark: string;
  address: [street: string, postalCode: string, city: string, countryCode: string];
  vat: string | null; coc: string | null; email: string; phone: string; website: string | null; logo: string | null;
  settings: { currency: string; timeZone: string; dateFormat: string; paymentTermDays: number; receipt: string; invoice: string;
    mapService: 'google' | 'apple' | 'openStreetMap'; showRates?: boolean };
  contacts: { first: string; last: string; email: string; phone: string; role: string; login?: string }[];
}

const nl = { currency: 'EUR', timeZone: 'Europe/Amsterdam', dateFormat: 'DD-MM-YYYY', paymentTermDays: 30, mapService: 'google' } as const;
const uk = { currency: 'GBP', timeZone: 'Europe/London', dateFormat: 'DD/MM/YYYY', paymentTermDays: 30, mapService: 'google' } as const;

/** The tenant's own companies and its clients (client names match the demo projects' clients). */
export const demoCompanies: DemoCompany[] = [
  { key: 'moyo-nl', tenant: 'moyo', own: true, name: 'Moyo Crew B.V.', mark: 'MOYO', address: ['Danzigerkade 23', '1013 AP', 'Amsterdam', 'NL'],
    vat: 'NL859123456B01', coc: '71234567', email: 'office@moyocrew.example', phone: '+31 20 123 4567', website: 'https://moyocrew.example',
    logo: '/icon.svg', settings: { ...nl, receipt: 'R-NL-', invoice: 'INV-NL-', showRates: true }, contacts: [] },
  { key: 'moyo-uk', tenant: 'moyo', own: true, name: 'Moyo Crew Ltd', mark: 'MOYOUK', address: ['12 Ancoats Street', 'M4 6DE', 'Manchester', 'GB'],
    vat: 'GB123456789', coc: '12345678', email: 'uk@moyocrew.example', phone: '+44 161 496 0000', website: 'https://moyocrew.example/uk',
    logo: '/icon.svg', settings: { ...uk, receipt: 'R-UK-', invoice: 'INV-UK-' }, contacts: [] },
  { key: 'summer-sound', tenant: 'moyo', own: false, name: 'Summer Sound Events BV', mark: 'SSE',
    address: ['Zuiderparkweg 300', '2532 AX', 'Den Haag', 'NL'], vat: 'NL812345678B01', coc: '69876543',
    email: 'production@summersound.example', phone: '+31 70 555 0101', website: 'https://summersound.example', logo: null,
    settings: { ...nl, paymentTermDays: 14, receipt: 'R-SSE-', invoice: 'INV-SSE-' },
    contacts: [
      { first: 'Claire', last: 'Hughes', email: 'client@demo.test', phone: '+31 6 2000 3001', role: 'Project manager', login: 'client@demo.test' },
      { first: 'Bas', last: 'Vermeulen', email: 'bas@summersound.example', phone: '+31 6 2000 3002', role: 'Contact on site' },
    ] },
  { key: 'northwind', tenant: 'moyo', own: false, name: 'Northwind Insurance', mark: 'NWI',
    address: ['Weena 70', '3012 CM', 'Rotterdam', 'NL'], vat: 'NL823456789B01', coc: '24123456', email: 'events@northwind.example',
    phone: '+31 10 555 0202', website: 'https://northwind.example', logo: null, settings: { ...nl, receipt: 'R-NWI-', invoice: 'INV-NWI-' },
    contacts: [{ first: 'Emma', last: 'Clarke', email: 'emma.clarke@northwind.example', phone: '+31 6 2000 3101', role: 'Events manager' }] },
  { key: 'horecava', tenant: 'moyo', own: false, name: 'Horecava Events', mark: 'HCV',
    address: ['Europaplein 24', '1078 GZ', 'Amsterdam', 'NL'], vat: 'NL834567890B01', coc: '33123456', email: 'build@horecava.example',
    phone: '+31 20 555 0303', website: null, logo: null, settings: { ...nl, receipt: 'R-HCV-', invoice: 'INV-HCV-' },
    contacts: [{ first: 'Ruud', last: 'Koster', email: 'ruud.koster@horecava.example', phone: '+31 6 2000 3201', role: 'Production manager' }] },
  { key: 'aurora', tenant: 'moyo', own: false, name: 'Aurora Software Ltd', mark: 'AUR',
    address: ['1 Western Gateway', 'E16 1XL', 'London', 'GB'], vat: 'GB987654321', coc: '09876543', email: 'summit@aurora.example',
    phone: '+44 20 7946 0303', website: 'https://aurora.example', logo: null, settings: { ...uk, paymentTermDays: 45, receipt: 'R-AUR-', invoice: 'INV-AUR-' },
    contacts: [{ first: 'James', last: 'Whitfield', email: 'james.whitfield@aurora.example', phone: '+44 7700 900301', role: 'Event lead' }] },
  { key: 'harbour-lights', tenant: 'moyo', own: false, name: 'Harbour Lights CIC', mark: 'HLC',
    address: ['Exhibition Way', 'G3 8YW', 'Glasgow', 'GB'], vat: null, coc: 'SC654321', email: 'hello@harbourlights.example',
    phone: '+44 141 496 0404', website: null, logo: null, settings: { ...uk, receipt: 'R-HLC-', invoice: 'INV-HLC-' },
    contacts: [{ first: 'Siobhan', last: 'Kelly', email: 'siobhan@harbourlights.example', phone: '+44 7700 900401', role: 'Festival director' }] },
  { key: 'jaarbeurs', tenant: 'moyo', own: false, name: 'Jaarbeurs Exhibitions', mark: 'JBX',
    address: ['Jaarbeursplein 6', '3521 AL', 'Utrecht', 'NL'], vat: 'NL845678901B01', coc: '30012345', email: 'exhibitions@jaarbeurs.example',
    phone: '+31 30 555 0505', website: 'https://jaarbeurs.example', logo: null, settings: { ...nl, receipt: 'R-JBX-', invoice: 'INV-JBX-' },
    contacts: [
      { first: 'Ingrid', last: 'Hoekstra', email: 'ingrid.hoekstra@jaarbeurs.example', phone: '+31 6 2000 3501', role: 'Exhibition manager' },
      { first: 'Karel', last: 'Dijkstra', email: 'finance@jaarbeurs.example', phone: '+31 30 555 0506', role: 'Finance' },
    ] },
  { key: 'manchester-markets', tenant: 'moyo', own: false, name: 'Manchester Markets Ltd', mark: 'MML',
    address: ['Albert Square', 'M2 5DB', 'Manchester', 'GB'], vat: 'GB876543210', coc: '07654321', email: 'ops@manchestermarkets.example',
    phone: '+44 161 496 0606', website: null, logo: null, settings: { ...uk, receipt: 'R-MML-', invoice: 'INV-MML-' },
    contacts: [{ first: 'Tariq', last: 'Ahmed', email: 'tariq.ahmed@manchestermarkets.example', phone: '+44 7700 900601', role: 'Operations manager' }] },
  { key: 'acme-nl', tenant: 'acme', own: true, name: 'Acme Events B.V.', mark: 'ACME',
    address: ['Arena Boulevard 61', '1101 DL', 'Amsterdam', 'NL'], vat: 'NL867890123B01', coc: '80123456', email: 'info@acme-events.example',
    phone: '+31 20 555 0707', website: null, logo: null, settings: { ...nl, receipt: 'R-', invoice: 'F-' }, contacts: [] },
  { key: 'noord-live', tenant: 'acme', own: false, name: 'Noord Live BV', mark: 'NLB',
    address: ['De Passage 100', '1101 AX', 'Amsterdam', 'NL'], vat: 'NL878901234B01', coc: '81234567', email: 'productie@noordlive.example',
    phone: '+31 20 555 0808', website: null, logo: null, settings: { ...nl, receipt: 'R-NLB-', invoice: 'F-NLB-' },
    contacts: [{ first: 'Femke', last: 'de Boer', email: 'femke@noordlive.example', phone: '+31 6 2000 3801', role: 'Production manager' }] },
];

/** Text templates: [tenant, company key or null for all, type, name, subject, body]. */
export const demoTemplates: [string, string | null, string, string, string | null, string][] = [
  ['moyo', 'moyo-nl', 'receipt', 'Standard receipt', null, 'Receipt {{number}} for {{project}}: {{lines}}. Payable within {{paymentTermDays}} days.'],
  ['moyo', 'moyo-nl', 'receipt', 'Expenses receipt', null, 'Expenses claimed by {{person}} on {{date}}: {{lines}}.'],
  ['moyo', 'moyo-uk', 'receipt', 'UK receipt', null, 'Receipt {{number}} (VAT {{vatNumber}}): {{lines}}.'],
  ['moyo', 'moyo-nl', 'invoice', 'Standard invoice', 'Invoice {{number}}', 'Dear {{contact}}, please find invoice {{number}} for {{project}} attached.'],
  ['moyo', 'moyo-nl', 'deliveryNote', 'Delivery note', null, 'Crew delivered for {{project}} on {{date}}: {{hours}} hours.'],
  ['moyo', null, 'email', 'Job confirmation', 'Your job on {{date}}', 'Hi {{firstName}}, you are confirmed as {{function}} at {{location}}.'],
  ['moyo', null, 'sms', 'Call-time reminder', null, 'Reminder: call time {{startTime}} at {{location}} tomorrow.'],
  ['acme', 'acme-nl', 'receipt', 'Standaard bon', null, 'Bon {{number}} voor {{project}}: {{lines}}.'],
];
