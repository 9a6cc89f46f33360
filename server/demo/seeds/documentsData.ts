/** Demo document types of the moyo tenant (and one of acme), by key. */
export const demoDocumentTypes = [
  { key: 'contract', tenant: 'moyo', name: 'Employment contract', category: 'contract',
    parameters: { signatories: [{ role: 'crewMember', caption: 'Crew member' }, { role: 'office', caption: 'Moyo Crew office' }] } },
  { key: 'conduct', tenant: 'moyo', name: 'Code of conduct', category: 'general', parameters: { signatories: [{ role: 'crewMember', caption: 'Crew member' }] } },
  { key: 'id', tenant: 'moyo', name: 'Identity document', category: 'identity', parameters: {} },
  { key: 'a1', tenant: 'moyo', name: 'A1 certificate', category: 'socialSecurity', parameters: {} },
  { key: 'rtw', tenant: 'moyo', name: 'Right to work check', category: 'identity', parameters: {} },
  { key: 'briefing', tenant: 'moyo', name: 'Crew briefing', category: 'information', parameters: {} },
  { key: 'training', tenant: 'moyo', name: 'Training certificate', category: 'training', parameters: {} },
  { key: 'plan', tenant: 'moyo', name: 'Site plan', category: 'general', parameters: {} },
  { key: 'sh-contract', tenant: 'acme', name: 'Arbeidsovereenkomst', category: 'contract', parameters: {} },
] as const;

type State = 'toSign' | 'signed' | 'toUpload' | 'verifying' | 'informationReady' | 'approved';

/** One demo document; `owner` names a seeded row by kind and key (`person` by login), `days` count from the seed day. */
export interface DemoDocument {
  key: string;
  type: (typeof demoDocumentTypes)[number]['key'];
  caption: string;
  description?: string;
  person: string | null;
  owner: { kind: 'person' | 'staffContract' | 'company' | 'contact' | 'project'; key: string };
  state: State;
  crewChiefOnly?: boolean;
  training?: boolean;
  order?: boolean;
  dueDays?: number;
  validDays?: number;
  /** Keep a PDF as the uploaded file (pending unless the document is approved). */
  file?: boolean;
  signatories?: { login: string; signed?: boolean; signatures: string[] }[];
}

const sam = 'crew@demo.test';
const chief = 'chief@demo.test';
const office = 'office@demo.test';

export const demoDocuments: DemoDocument[] = [
  { key: 'sam-contract', type: 'contract', caption: 'Part-time contract 2026 – Sam Crew', person: sam, owner: { kind: 'staffContract', key: 'sam-part-time' },
    state: 'toSign', order: true, dueDays: 5,
    description: 'Your part-time contract for the 2026 season: 24 hours a week, stagehand and rigger. Sign first; the office countersigns.',
    signatories: [{ login: sam, signatures: ['Initials page 1', 'Signature page 4'] }, { login: office, signatures: ['Signature page 4'] }] },
  { key: 'sam-conduct', type: 'conduct', caption: 'Code of conduct 2026', person: sam, owner: { kind: 'person', key: sam }, state: 'toSign', dueDays: 10,
    description: 'How we work on site: safety first, respect for venue staff and artists, no alcohol before or during a shift.',
    signatories: [{ login: sam, signatures: ['Signature'] }] },
  { key: 'sam-id', type: 'id', caption: 'Passport or ID card', person: sam, owner: { kind: 'person', key: sam }, state: 'toUpload', dueDays: 7,
    description: 'A clear photo or scan of both sides of your passport or ID card.' },
  { key: 'sam-a1', type: 'a1', caption: 'A1 certificate for work in the UK', person: sam, owner: { kind: 'person', key: sam }, state: 'toUpload', dueDays: 14,
    description: 'Needed before the ExCeL London job.' },
  { key: 'sam-rtw', type: 'rtw', caption: 'Right to work – share code', person: sam, owner: { kind: 'person', key: sam }, state: 'verifying', file: true },
  { key: 'sam-briefing', type: 'briefing', caption: 'Crew briefing – Horecava hall 8', person: sam, owner: { kind: 'person', key: sam }, state: 'informationReady',
    description: 'Report at the hall 8 crew entrance at 07:45. Safety shoes, gloves and a harness are required. Lunch is provided.' },
  { key: 'sam-nda', type: 'conduct', caption: 'Confidentiality agreement – Aurora Tech Summit', person: sam, owner: { kind: 'person', key: sam }, state: 'signed',
    signatories: [{ login: sam, signed: true, signatures: ['Signature'] }] },
  { key: 'sam-first-aid', type: 'training', caption: 'First aid at work – certificate', person: sam, owner: { kind: 'person', key: sam }, state: 'approved',
    training: true, validDays: 700, file: true },
  { key: 'sam-height', type: 'training', caption: 'Working at height – course material', person: sam, owner: { kind: 'person', key: sam },
    state: 'informationReady', training: true, description: 'Read before the rigging course: harness checks, anchor points, rescue plan.' },
  { key: 'chief-handbook', type: 'briefing', caption: 'Crew chief handbook 2026', person: chief, owner: { kind: 'person', key: chief },
    state: 'informationReady', crewChiefOnly: true, description: 'Timesheets, delivery notes, incident reports and the crew chief sheet.' },
  { key: 'chief-sheet', type: 'conduct', caption: 'Crew chief responsibilities – Horecava', person: chief, owner: { kind: 'person', key: chief },
    state: 'toSign', crewChiefOnly: true, dueDays: 2, signatories: [{ login: chief, signatures: ['Signature'] }] },
  { key: 'plan-1001', type: 'plan', caption: 'Site plan – Zuiderpark main stage', person: null, owner: { kind: 'project', key: '1001' }, state: 'approved', file: true },
  { key: 'plan-1003', type: 'plan', caption: 'Risk assessment – hall 8 stand build', person: null, owner: { kind: 'project', key: '1003' }, state: 'approved' },
  { key: 'company-terms', type: 'plan', caption: 'Summer Sound – supplier terms 2026', person: null, owner: { kind: 'company', key: 'summer-sound' }, state: 'approved' },
  { key: 'contact-brief', type: 'briefing', caption: 'Client brief – main stage build', person: null, owner: { kind: 'contact', key: 'client@demo.test' }, state: 'approved' },
];
