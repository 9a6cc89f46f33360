/** Demo data of crews on site, by crew key and days from the seed day (see crewsSeed). */

/** A delivery note or crew chief sheet state on a demo crew. */
export interface DemoCrewSheet {
  crew: string;
  kind: 'deliveryNote' | 'crewChiefSheet';
  releasedDay: number;
  signed?: { day: number; by: string; login?: string; sent?: boolean };
}

export const demoCrewChiefs = [
  { crew: 'fair', login: 'chief@demo.test' },
  { crew: 'summit', login: 'chief@demo.test' },
] as const;

/** Festival is done and signed; the gala's note waits for a signature; the fair's crew chief sheet is out. */
export const demoCrewSheets: DemoCrewSheet[] = [
  { crew: 'festival', kind: 'deliveryNote', releasedDay: -18, signed: { day: -18, by: 'Tom Bakker', sent: true } },
  { crew: 'festival', kind: 'crewChiefSheet', releasedDay: -21 },
  { crew: 'gala', kind: 'deliveryNote', releasedDay: -3 },
  { crew: 'gala', kind: 'crewChiefSheet', releasedDay: -4 },
  { crew: 'fair', kind: 'crewChiefSheet', releasedDay: -1 },
];

const siteWalk = [
  { question: 'Emergency exits and escape routes are free', answer: 'Yes' },
  { question: 'Fire extinguishers checked and in place', answer: 'Yes' },
  { question: 'Everyone on site wears safety shoes and a hi-vis vest', answer: 'Yes' },
  { question: 'Rigging points inspected and logged', answer: 'Yes, 12 points, logbook signed' },
  { question: 'Remarks', answer: 'Forklift route along the stage left side taped off.' },
];
const nightWatch = [
  { question: 'Stage and backstage closed off', answer: 'Yes' },
  { question: 'Generators fenced and refuelled', answer: 'Yes' },
  { question: 'Incidents during the shift', answer: 'None' },
];

/** Security checks per crew, date and shift; `filledBy` a demo login. */
export const demoSecurityChecks = [
  { crew: 'festival', form: 'Site safety walk-round', day: -20, shift: 'day', answers: siteWalk, filledBy: 'chief@demo.test',
    signed: { day: -20, by: 'Dana de Vries' }, sent: true },
  { crew: 'festival', form: 'Night watch', day: -20, shift: 'night', answers: nightWatch, filledBy: 'crew@demo.test',
    signed: { day: -19, by: 'Sam Crew' }, sent: false },
  { crew: 'gala', form: 'Site safety walk-round', day: -3, shift: 'late', answers: siteWalk, filledBy: 'crew@demo.test' },
  { crew: 'fair', form: 'Site safety walk-round', day: 2, shift: 'early', answers: siteWalk, filledBy: 'chief@demo.test' },
  { crew: 'fair', form: 'Site safety walk-round', day: 3, shift: 'early', answers: [], filledBy: null },
  { crew: 'summit', form: 'Hot works permit check', day: 5, shift: 'day', answers: [], filledBy: null },
] as const;

/** Venue positions: the coordinates of each crew's location, and where its check-ins and live locations were made. */
export const crewPositions: Record<string, [number, number]> = {
  festival: [52.05903, 4.28712], gala: [51.88514, 4.48862], fair: [52.34132, 4.88837], summit: [51.50814, 0.02953],
};

/** Check-ins and check-outs on past jobs: day, check-in time, check-out time, signed by the person checked. */
export const demoCrewChecks = [
  { login: 'crew@demo.test', crew: 'festival', day: -20, times: ['06:52', '19:08'], signedBy: 'Sam Crew' },
  { login: 'crew@demo.test', crew: 'festival', day: -19, times: ['06:58', '19:02'] },
  { login: 'crew@demo.test', crew: 'festival', day: -18, times: ['07:01', '18:47'] },
  { login: 'crew@demo.test', crew: 'gala', day: -3, times: ['13:49', '23:41'] },
  { login: 'chief@demo.test', crew: 'festival', day: -20, times: ['06:18', '19:36'], signedBy: 'Dana de Vries' },
  { login: 'chief@demo.test', crew: 'festival', day: -19, times: ['06:25', '19:31'] },
  { login: 'chief@demo.test', crew: 'festival', day: -18, times: ['06:22', '19:45'] },
] as const;

/** Positions shared on the fair's build, minutes before the seed moment, a few metres around the hall. */
export const demoLiveLocations = [
  { login: 'crew@demo.test', crew: 'fair', minutesAgo: 190, offset: [0.0009, -0.0012], accuracy: 25 },
  { login: 'crew@demo.test', crew: 'fair', minutesAgo: 18, offset: [0.0002, 0.0004], accuracy: 8 },
  { login: 'chief@demo.test', crew: 'fair', minutesAgo: 4, offset: [-0.0003, 0.0001], accuracy: 5 },
  { login: 'chief@demo.test', crew: 'fair', minutesAgo: 60 * 30, offset: [0.01, 0.01], accuracy: 40 },
] as const;

/** Ratings for work on past crews, by the first rating types of the tenant (projects part), in type order. */
export const demoCrewRatings = [
  { login: 'crew@demo.test', crew: 'festival', rater: 'chief@demo.test', scores: [5, 4, 5],
    comment: 'Strong rigging work on the main stage, always on time.' },
  { login: 'crew@demo.test', crew: 'gala', rater: 'planner@demo.test', scores: [4, 4, 3],
    comment: 'Good floor work; the changeover took a little long.' },
  { login: 'chief@demo.test', crew: 'festival', rater: 'planner@demo.test', scores: [5, 5, 5],
    comment: 'Ran a tight build with a crew of twelve.' },
] as const;
