import type { PositionStatus } from '../../../src/ground/contract';

/** Project fields for the core projects and the new ones; days count from the seed day. */
export interface DemoProjectPlan {
  number: string;
  days: [number, number] | [string, string];
  clientMark: string;
  reference?: string;
  rateCard?: string;
  comment?: string;
  closed?: boolean;
  requested?: boolean;
  manager?: string;
  client?: string;
  chief?: string;
  location: string;
  rating?: number;
}

/** A project this part adds, with its crews. */
export interface DemoNewProject { number: string; name: string; company: string; crews: { key: string; name: string; location: string; chief?: string }[] }

/** A crew item this part adds; `login` null is an open position (a vacancy). */
export interface DemoCrewItem {
  crew: string; login: string | null; function: string; days: [number, number]; times: [string, string]; status: PositionStatus;
  toConfirm?: boolean; crewChiefOnly?: boolean; remarks?: string;
}

const pm = 'pm@demo.test';
const claire = 'client@demo.test';
const dana = 'chief@demo.test';
const sam = 'crew@demo.test';
const office = 'office@demo.test';
const anne = 'accountant@demo.test';

export const demoProjectPlans: DemoProjectPlan[] = [
  { number: '1001', days: [-21, -17], clientMark: 'SSE', reference: 'PO-88213', rateCard: 'Festival 2026', manager: pm, client: claire,
    location: 'zuiderpark', rating: 4, comment: 'Main stage, two delay towers and the FOH riser.' },
  { number: '1002', days: [-4, -2], clientMark: 'NWI', rateCard: 'Corporate events', manager: pm, location: 'ahoy',
    closed: true, rating: 5, comment: 'Black tie dinner for 900 guests.' },
  { number: '1003', days: [1, 4], clientMark: 'HCV', reference: 'HCV-2026-08', rateCard: 'Trade fairs', manager: pm,
    chief: dana, location: 'rai' },
  // Priced in pounds: the cost view's case of a currency other than the euro.
  { number: '1004', days: [4, 6], clientMark: 'AUR', rateCard: 'UK conference rates', manager: 'planner@demo.test', chief: dana, location: 'excel',
    comment: 'Keynote stage with LED wall; rigging by the venue.' },
  { number: '1005', days: [10, 14], clientMark: 'HLC', requested: true, manager: 'planner@demo.test', location: 'sec' },
  { number: '1006', days: [4, 33], clientMark: 'JBX', reference: 'JB-BOAT-26', rateCard: 'Trade fairs', manager: pm, location: 'jaarbeurs' },
  { number: '1007', days: [19, 31], clientMark: 'MML', manager: 'planner@demo.test', location: 'central' },
  { number: '2001', days: [3, 5], clientMark: 'NLB', location: 'ziggo' },
  { number: '1008', days: [-2, 6], clientMark: 'SSE', reference: 'PO-88410', rateCard: 'Festival 2026', manager: pm, client: claire,
    chief: dana, location: 'jaarbeurs', comment: 'Indoor festival edition: expo floor, two stages, catering plaza.' },
  { number: '1009', days: [40, 41], clientMark: 'SSE', requested: true, client: claire, location: 'ahoy',
    comment: 'Client asked for 12 stewards and a crew chief; quote sent.' },
  { number: '1010', days: ['2017-12-01', '2017-12-03'], clientMark: 'JBX', closed: true, manager: pm, location: 'jaarbeurs', rating: 3,
    comment: 'Archived before the 2018 cut-off: not listed.' },
  { number: '1011', days: [-60, -58], clientMark: 'AUR', closed: true, manager: pm, location: 'excel', rating: 4 },
  // The cost view's project (tests/e2e/projectCosts.e2e.ts changes its fixed values): priced by a rate card of the demo.
  { number: '1012', days: [20, 22], clientMark: 'JBX', reference: 'JB-HORSE-26', rateCard: 'Event crew rates',
    manager: 'planner@demo.test', location: 'jaarbeurs', comment: 'Indoor arena for the horse show: build, light, break down.' },
];

export const demoNewProjects: DemoNewProject[] = [
  { number: '1008', name: 'Summer Sound Indoor – expo floor', company: 'Summer Sound Events BV',
    crews: [{ key: 'expo', name: 'Expo floor crew', location: 'jaarbeurs', chief: dana },
      { key: 'expo-stage', name: 'Second stage crew', location: 'jaarbeurs' }] },
  { number: '1009', name: 'Summer Sound Winter Run – stewarding', company: 'Summer Sound Events BV',
    crews: [{ key: 'marathon', name: 'Stewards start/finish', location: 'ahoy' }] },
  { number: '1010', name: 'Winter Fair 2017', company: 'Jaarbeurs Exhibitions', crews: [] },
  { number: '1011', name: 'Aurora Tech Summit – spring edition', company: 'Aurora Software Ltd',
    crews: [{ key: 'spring-summit', name: 'AV crew', location: 'excel', chief: dana },
      // The crew ratings e2e rates Dana's work on this crew (no chief, so no other file takes it as the chief's).
      { key: 'spring-rigging', name: 'Rigging crew', location: 'excel' }] },
  { number: '1012', name: 'Jaarbeurs Horse Show – arena', company: 'Jaarbeurs Exhibitions',
    crews: [{ key: 'arena', name: 'Arena build crew', location: 'jaarbeurs' }, { key: 'arena-light', name: 'Arena lighting', location: 'jaarbeurs' }] },
];

export const demoCrewItems: DemoCrewItem[] = [
  { crew: 'expo', login: dana, function: 'Crew chief', days: [-1, 6], times: ['06:30', '18:00'], status: 'confirmed', crewChiefOnly: true },
  { crew: 'expo', login: sam, function: 'Stagehand', days: [-1, 1], times: ['07:00', '17:00'], status: 'confirmed' },
  { crew: 'expo', login: sam, function: 'Rigger', days: [3, 3], times: ['08:00', '16:00'], status: 'requested', toConfirm: true },
  { crew: 'expo', login: sam, function: 'Stagehand', days: [4, 4], times: ['08:00', '16:00'], status: 'spare' },
  { crew: 'expo', login: sam, function: 'Forklift driver', days: [2, 2], times: ['12:00', '20:00'], status: 'doubleBooked' },
  { crew: 'expo', login: sam, function: 'Stagehand', days: [6, 6], times: ['14:00', '23:00'], status: 'cancelled' },
  { crew: 'expo', login: sam, function: 'Stagehand', days: [5, 5], times: ['10:00', '19:00'], status: 'changed', toConfirm: true,
    remarks: 'Start moved from 08:00 to 10:00: the doors open later.' },
  { crew: 'expo', login: null, function: 'Stagehand', days: [5, 6], times: ['08:00', '17:00'], status: 'requested' },
  { crew: 'expo', login: null, function: 'Stagehand', days: [5, 6], times: ['08:00', '17:00'], status: 'requested' },
  { crew: 'expo-stage', login: null, function: 'Lighting technician', days: [3, 4], times: ['09:00', '23:00'], status: 'requested' },
  { crew: 'marathon', login: null, function: 'Steward', days: [40, 40], times: ['06:00', '15:00'], status: 'requested' },
  { crew: 'marathon', login: null, function: 'Steward', days: [40, 40], times: ['06:00', '15:00'], status: 'requested' },
  { crew: 'marathon', login: null, function: 'Steward', days: [40, 40], times: ['06:00', '15:00'], status: 'requested' },
  { crew: 'harbour', login: null, function: 'Stagehand', days: [12, 13], times: ['10:00', '22:00'], status: 'requested',
    remarks: 'Outdoor stage: bring rain gear.' },
  { crew: 'harbour', login: null, function: 'Rigger', days: [13, 13], times: ['08:00', '18:00'], status: 'requested' },
  { crew: 'spring-summit', login: sam, function: 'Lighting technician', days: [-60, -58], times: ['08:00', '18:00'], status: 'confirmed' },
  { crew: 'spring-summit', login: dana, function: 'Crew chief', days: [-60, -58], times: ['07:30', '18:30'], status: 'confirmed',
    crewChiefOnly: true },
  { crew: 'spring-rigging', login: dana, function: 'Rigger', days: [-59, -59], times: ['08:00', '17:00'], status: 'confirmed' },
  // Project 1012 (the cost view): office staff help out, so no crew login gains a job or a vacancy.
  { crew: 'arena', login: office, function: 'Stagehand', days: [20, 21], times: ['08:00', '16:00'], status: 'confirmed' },
  { crew: 'arena', login: anne, function: 'Rigger', days: [20, 20], times: ['07:00', '17:00'], status: 'confirmed' },
  { crew: 'arena', login: office, function: 'Stagehand', days: [22, 22], times: ['08:00', '12:00'], status: 'cancelled' },
  { crew: 'arena', login: anne, function: 'Steward', days: [22, 22], times: ['10:00', '14:00'], status: 'confirmed' },
  { crew: 'arena-light', login: anne, function: 'Lighting technician', days: [21, 22], times: ['09:00', '21:00'], status: 'requested' },
];

/** Fixed (agreed) values of project 1012, and of its build crew (`crew`); a value left out is not agreed. */
export const demoFixedValues = [
  { project: '1012', crew: null, hours: 60, positions: 4, revenue: 1800 },
  { project: '1012', crew: 'arena', hours: 30, positions: 3, revenue: 1000 },
] as const;

/** On-site details of the core crews and this part's crews. */
export const demoCrewDetails = [
  { crew: 'festival', catering: 'Breakfast and lunch in the crew tent', contact: ['Ruben Smit', '+31 6 4400 1201'],
    crewInfo: 'Safety shoes, gloves and a helmet on site at all times.', internalInfo: 'Two forklifts booked via Boels.' },
  { crew: 'fair', catering: 'Lunch voucher for the hall 8 restaurant', contact: ['Ruud Koster', '+31 6 2000 3201'],
    crewInfo: 'Enter through gate D; parking at P1.', crewChiefInfo: 'Collect wristbands at the hall 8 office at 07:15.' },
  { crew: 'summit', catering: 'Hot meal at 13:00 in the crew room', contact: ['James Whitfield', '+44 7700 900301'],
    externalInfo: 'Loading bay 4, max. 7.5 t trucks.' },
  { crew: 'expo', catering: 'Full catering in the plaza crew corner', contact: ['Lotte Vermeer', '+31 6 4400 1305'],
    crewInfo: 'Black clothing, no logos.', crewChiefInfo: 'Hours sheet signed daily by the floor manager.' },
] as const;

/** Crew member profiles: functions with levels, tags and skills proved by documents (days from the seed day). */
export const demoCrewProfiles = [
  { login: sam, functions: [['Stagehand', 'senior'], ['Rigger', 'medior'], ['Forklift driver', 'junior'], ['Lighting technician', 'medior']],
    tags: ['Forklift licence', 'First aid', 'Own car', 'Works at height'],
    skills: [['VCA safety', 'VCA Basis certificate', 400], ['Forklift', 'Forklift licence', -10], ['First aid', 'EHBO diploma', 200]] },
  { login: dana, functions: [['Crew chief', 'senior'], ['Stagehand', 'senior']], tags: ['First aid', 'Dutch', 'English'],
    skills: [['VCA safety', 'VCA VOL certificate', 300]] },
] as const;

export const demoRatingTypes = [
  ['moyo', 'Punctuality', 'On time at the start and after breaks'],
  ['moyo', 'Attitude', 'Friendly, helpful, follows the crew chief'],
  ['moyo', 'Skills', 'Does the function well and safely'],
  ['moyo', 'Teamwork', 'Works well with the rest of the crew'],
  ['acme', 'Punctualiteit', 'Op tijd bij de start en na pauzes'],
] as const;

/** Ratings of crew members: rated person, type, score, comment, rater, days ago. */
export const demoRatings = [
  [sam, 'Punctuality', 5, 'Always first on site.', dana, 17],
  [sam, 'Skills', 4, 'Solid rigging work on the main stage.', dana, 17],
  [sam, 'Attitude', 5, null, pm, 2],
  [sam, 'Teamwork', 4, 'Helped the new stagehands a lot.', pm, 57],
  [dana, 'Teamwork', 5, 'Runs a calm and safe crew.', pm, 57],
] as const;
