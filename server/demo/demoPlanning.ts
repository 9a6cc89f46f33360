import type { PositionStatus } from '../../src/ground/contract';

/** A demo venue, keyed for the crews that work there. */
export interface DemoLocation { key: string; tenant: 'moyo' | 'acme'; name: string; address: string; city: string }

/** A demo project with its crews. */
export interface DemoProject {
  tenant: 'moyo' | 'acme';
  number: string;
  name: string;
  client: string;
  crews: { key: string; name: string; location: string; chief: string; chiefPhone: string }[];
}

/** A demo crew item; days count from the seed day, so past, upcoming and to-confirm all exist after seeding. */
export interface DemoJob {
  login: string;
  crew: string;
  function: string;
  days: [number, number];
  times: [string, string];
  status: PositionStatus;
  toConfirm?: boolean;
  appliedFor?: boolean;
  crewChiefOnly?: boolean;
  remarks?: string;
}

export const demoLocations: DemoLocation[] = [
  { key: 'zuiderpark', tenant: 'moyo', name: 'Zuiderpark', address: 'Mr. P. Droogleever Fortuynweg 1', city: 'Den Haag' },
  { key: 'ahoy', tenant: 'moyo', name: 'Rotterdam Ahoy', address: 'Ahoyweg 10', city: 'Rotterdam' },
  { key: 'rai', tenant: 'moyo', name: 'RAI Amsterdam', address: 'Europaplein 24', city: 'Amsterdam' },
  { key: 'excel', tenant: 'moyo', name: 'ExCeL London', address: '1 Western Gateway', city: 'London' },
  { key: 'sec', tenant: 'moyo', name: 'SEC Centre', address: 'Exhibition Way', city: 'Glasgow' },
  { key: 'jaarbeurs', tenant: 'moyo', name: 'Jaarbeurs', address: 'Jaarbeursplein 6', city: 'Utrecht' },
  { key: 'central', tenant: 'moyo', name: 'Manchester Central', address: 'Windmill Street', city: 'Manchester' },
  { key: 'ziggo', tenant: 'acme', name: 'Ziggo Dome', address: 'De Passage 100', city: 'Amsterdam' },
];

const tom = { chief: 'Tom Bakker', chiefPhone: '+31 6 1234 5678' };
const fiona = { chief: 'Fiona MacLeod', chiefPhone: '+44 7700 900123' };
const dana = { chief: 'Dana de Vries', chiefPhone: '+31 6 8765 4321' };

export const demoProjects: DemoProject[] = [
  { tenant: 'moyo', number: '1001', name: 'Summer Sound Festival – main stage build', client: 'Summer Sound Events BV',
    crews: [{ key: 'festival', name: 'Main stage build crew', location: 'zuiderpark', ...tom }] },
  { tenant: 'moyo', number: '1002', name: 'Northwind Annual Gala', client: 'Northwind Insurance',
    crews: [{ key: 'gala', name: 'Gala floor crew', location: 'ahoy', ...fiona }] },
  { tenant: 'moyo', number: '1003', name: 'Horecava Trade Fair – stand build', client: 'Horecava Events',
    crews: [{ key: 'fair', name: 'Hall 8 stand build', location: 'rai', ...dana }] },
  { tenant: 'moyo', number: '1004', name: 'Aurora Tech Summit – AV setup', client: 'Aurora Software Ltd',
    crews: [{ key: 'summit', name: 'AV and lighting crew', location: 'excel', ...dana }] },
  { tenant: 'moyo', number: '1005', name: 'Harbour Lights Festival', client: 'Harbour Lights CIC',
    crews: [{ key: 'harbour', name: 'Stage crew (vacancy)', location: 'sec', ...fiona }] },
  { tenant: 'moyo', number: '1006', name: 'Utrecht Boat Show – build-up', client: 'Jaarbeurs Exhibitions',
    crews: [{ key: 'boats', name: 'Build-up crew', location: 'jaarbeurs', ...tom }] },
  { tenant: 'moyo', number: '1007', name: 'Manchester Winter Market – stage', client: 'Manchester Markets Ltd',
    crews: [{ key: 'market', name: 'Stage crew', location: 'central', chief: 'Priya Shah', chiefPhone: '+44 7700 900456' }] },
  { tenant: 'acme', number: '2001', name: 'Ziggo Dome concert series – load-in', client: 'Noord Live BV',
    crews: [{ key: 'dome', name: 'Load-in crew', location: 'ziggo', chief: 'Joris Mulder', chiefPhone: '+31 6 1111 2222' }] },
];

const sam = 'crew@demo.test';
const chief = 'chief@demo.test';

export const demoJobs: DemoJob[] = [
  { login: sam, crew: 'festival', function: 'Stagehand', days: [-20, -18], times: ['07:00', '19:00'], status: 'confirmed' },
  { login: sam, crew: 'gala', function: 'Stagehand', days: [-3, -3], times: ['14:00', '23:30'], status: 'confirmed' },
  { login: sam, crew: 'fair', function: 'Rigger', days: [2, 3], times: ['08:00', '17:00'], status: 'confirmed',
    remarks: 'Bring safety shoes and a harness. Parking at P1.' },
  { login: sam, crew: 'summit', function: 'Lighting technician', days: [5, 5], times: ['09:00', '18:00'],
    status: 'requested', toConfirm: true },
  { login: sam, crew: 'boats', function: 'Forklift driver', days: [5, 5], times: ['12:00', '20:00'], status: 'doubleBooked' },
  { login: sam, crew: 'harbour', function: 'Stagehand', days: [12, 13], times: ['10:00', '22:00'], status: 'requested',
    appliedFor: true },
  { login: sam, crew: 'market', function: 'Stagehand', days: [20, 20], times: ['08:00', '16:00'], status: 'cancelled' },
  { login: sam, crew: 'boats', function: 'Stagehand', days: [30, 32], times: ['07:30', '16:30'], status: 'spare' },
  { login: sam, crew: 'market', function: 'Stage manager assistant', days: [30, 30], times: ['16:00', '23:00'],
    status: 'changed', toConfirm: true, remarks: 'Start time moved from 14:00 to 16:00.' },
  { login: chief, crew: 'festival', function: 'Crew chief', days: [-20, -18], times: ['06:30', '19:30'], status: 'confirmed',
    crewChiefOnly: true },
  { login: chief, crew: 'fair', function: 'Crew chief', days: [2, 3], times: ['07:30', '17:30'], status: 'confirmed',
    crewChiefOnly: true, remarks: 'Collect the crew chief sheet at the hall 8 office.' },
  { login: chief, crew: 'summit', function: 'Crew chief', days: [5, 5], times: ['08:30', '18:30'], status: 'requested',
    toConfirm: true, crewChiefOnly: true },
  { login: chief, crew: 'gala', function: 'Stagehand', days: [12, 12], times: ['14:00', '23:30'], status: 'requested',
    appliedFor: true },
  { login: 'crew@acme.test', crew: 'dome', function: 'Stagehand', days: [4, 4], times: ['08:00', '18:00'],
    status: 'requested', toConfirm: true },
];

/** Blocked dates and absences of the demo crew member, in days from the seed day. */
export const demoBlockDates = [
  { login: sam, days: [8, null], reason: 'Family wedding' },
  { login: sam, days: [15, 16], reason: 'Exams' },
] as const;

export const demoAbsences = [
  { login: sam, kind: 'vacationPaid', days: [21, 25], reason: 'Summer holiday' },
  { login: sam, kind: 'vacationUnpaid', days: [-10, -9], reason: null },
  { login: sam, kind: 'sickDay', days: [-6, -6], reason: null },
  { login: sam, kind: 'absence', days: [-14, -14], reason: 'Late refusal' },
] as const;

/** Bank holidays by month-day, seeded for this year and the next. */
export const demoBankHolidays = [
  { tenant: 'moyo', monthDay: '01-01', name: "New Year's Day" },
  { tenant: 'moyo', monthDay: '12-25', name: 'Christmas Day' },
  { tenant: 'moyo', monthDay: '12-26', name: 'Boxing Day' },
  { tenant: 'acme', monthDay: '01-01', name: 'Nieuwjaarsdag' },
  { tenant: 'acme', monthDay: '04-27', name: 'Koningsdag' },
  { tenant: 'acme', monthDay: '12-25', name: 'Eerste Kerstdag' },
] as const;
