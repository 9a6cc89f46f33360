/**
 * The visibility matrix of server/README.md ("Who sees what"), as the test holds every answer to it: for each kind of
 * private detail of a crew member, who besides the person themselves may see it, the values the test plants in the
 * demo data for one crew member (Sam, crew@demo.test), and how it finds them in an answer.
 *
 * Planted values are made to be found: nothing else in the demo data has them, so a planted value in an answer is
 * the detail itself, whatever the field is called and whichever route answers it.
 */

/** A login as the matrix sees it. */
export interface Viewer {
  login: string;
  tokenType: 'user' | 'project' | 'pluscrew';
  loginTypes: readonly string[];
  /** `resource.PERMISSION`. */
  rights: ReadonlySet<string>;
  personId: number | null;
}

/** Where a detail was found in an answer: its JSON path and the value. */
export interface Finding { at: string; value: unknown }

/** One row of the matrix. */
export interface PrivateDetail {
  /** What it is, as the README's table names it. */
  what: string;
  /** Who besides the person may see it, in the README's words. */
  othersSeenBy: string;
  mayBeSeenBy(viewer: Viewer): boolean;
  /** SQL statements, with their parameters, planting the values for the person `sam` in the demo data. */
  plant(sam: number): [string, unknown[]][];
  /** Whether a value in an answer (with its key and the object holding it) is this detail of the person `sam`. */
  isIt(value: unknown, key: string, holder: Record<string, unknown>, sam: number): boolean;
}

const holds = (viewer: Viewer, ...rights: string[]) => rights.every((right) => viewer.rights.has(right));
const planner = (viewer: Viewer) => viewer.tokenType === 'user' && viewer.loginTypes.some((type) => ['Operations', 'Planner'].includes(type));
const office = (viewer: Viewer) => viewer.tokenType === 'user' && holds(viewer, 'persons.READ');
const isPlanted = (planted: string | number) => (value: unknown) => value === planted
  || (typeof planted === 'string' && typeof value === 'string' && value.includes(planted));

/** Kinds of time away whose kind is itself private (health, unpaid leave, a refusal): a client sees "not available". */
const awayKinds = new Set(['absence', 'sickDay', 'vacationUnpaid', 'vacationPaid', 'blockedDate']);

/** The values the test plants: none of them occurs anywhere else in the demo data. */
export const planted = {
  blockReason: 'Zq planted block reason',
  absenceReason: 'Zq planted absence reason',
  vacationReason: 'Zq planted vacation reason',
  birthDate: '1901-02-03',
  street: 'Zq Planted Lane 17',
  phone: '+31 6 1111 4477',
  email: 'zq.planted@example.test',
  hourlyWage: 23.47,
  payRate: 31.83,
  payRemarks: 'Zq planted pay remark',
  cardRate: 97.31,
  cardDocument: 'Zq planted rate card',
  availabilityNote: 'Zq planted availability note',
} as const;

export const visibilityMatrix: readonly PrivateDetail[] = [
  {
    what: 'Why a person is away: the kind of an absence (sick day, absence, paid or unpaid vacation, blocked date)',
    othersSeenBy: 'planner login types (Operations, Planner); a client sees only "not available"',
    mayBeSeenBy: planner,
    plant: () => [],
    isIt: (value, key, holder, sam) => key === 'marker' && awayKinds.has(String(value))
      && (holder.person as { id?: number } | undefined)?.id === sam,
  },
  {
    what: 'Why a person is away: the reason of a blocked date, an absence or a vacation request',
    othersSeenBy: 'planner login types',
    mayBeSeenBy: planner,
    plant: (sam) => [
      ['UPDATE block_dates SET reason = $2 WHERE person_id = $1', [sam, planted.blockReason]],
      ["UPDATE absences SET reason = $2 WHERE person_id = $1 AND kind IN ('absence', 'sickDay')", [sam, planted.absenceReason]],
      ['UPDATE vacation_requests SET reason = $2 WHERE person_id = $1', [sam, planted.vacationReason]],
    ],
    isIt: (value) => [planted.blockReason, planted.absenceReason, planted.vacationReason].some((one) => isPlanted(one)(value)),
  },
  {
    what: 'When they offer to work: the days they marked available, and their note (issue 37)',
    othersSeenBy: 'planner login types (the planning calendar of the people in their crews; find best person ranks by it); a client never',
    mayBeSeenBy: planner,
    plant: (sam) => [[
      "INSERT INTO availabilities (person_id, start_date, part, note) VALUES ($1, CURRENT_DATE + 10, 'evening', $2)",
      [sam, planted.availabilityNote],
    ]],
    isIt: (value, key, holder, sam) => isPlanted(planted.availabilityNote)(value)
      || (key === 'marker' && value === 'available' && (holder.person as { id?: number } | undefined)?.id === sam),
  },
  {
    what: 'Birthday and home address',
    othersSeenBy: 'office and planning (persons.READ)',
    mayBeSeenBy: office,
    plant: (sam) => [['UPDATE persons SET birth_date = $2, street = $3 WHERE id = $1', [sam, planted.birthDate, planted.street]]],
    isIt: (value) => isPlanted(planted.birthDate)(value) || isPlanted(planted.street)(value),
  },
  {
    what: 'Private phone and e-mail',
    othersSeenBy: 'office and planning (persons.READ); others reach a crew member through the app\'s contact forms',
    mayBeSeenBy: office,
    plant: (sam) => [['UPDATE persons SET phone = $2, email = $3 WHERE id = $1', [sam, planted.phone, planted.email]]],
    isIt: (value) => isPlanted(planted.phone)(value) || isPlanted(planted.email)(value),
  },
  {
    what: 'Hourly wage (staff contract)',
    othersSeenBy: 'the office with payrolls.READ; planner login types in find-best-person, which ranks by cost',
    mayBeSeenBy: (viewer) => (office(viewer) && holds(viewer, 'payrolls.READ')) || planner(viewer),
    plant: (sam) => [['UPDATE staff_contracts SET hourly_wage = $2 WHERE person_id = $1', [sam, planted.hourlyWage]]],
    isIt: (value) => isPlanted(planted.hourlyWage)(value),
  },
  {
    what: 'Pay: payroll lines, their rates and remarks',
    othersSeenBy: 'the office with payrolls.READ',
    mayBeSeenBy: (viewer) => office(viewer) && holds(viewer, 'payrolls.READ'),
    plant: (sam) => [[
      'UPDATE payroll_items SET rate = $2, remarks = $3 WHERE payroll_id IN (SELECT id FROM payrolls WHERE person_id = $1)',
      [sam, planted.payRate, planted.payRemarks],
    ]],
    isIt: (value) => isPlanted(planted.payRate)(value) || isPlanted(planted.payRemarks)(value),
  },
  {
    what: 'Rate cards and rate agreements: what clients are charged',
    othersSeenBy: 'rateCards.READ (planning)',
    mayBeSeenBy: (viewer) => viewer.tokenType === 'user' && holds(viewer, 'rateCards.READ'),
    plant: () => [
      ['UPDATE rate_card_items SET rate = $1', [planted.cardRate]],
      ["UPDATE mobile_documents SET title = $1 WHERE kind IN ('rateCard', 'rateAgreement')", [planted.cardDocument]],
    ],
    isIt: (value) => isPlanted(planted.cardRate)(value) || isPlanted(planted.cardDocument)(value),
  },
];

/** Every place in an answer where a detail of the matrix shows. */
export function findDetails(body: unknown, detail: PrivateDetail, sam: number): Finding[] {
  const found: Finding[] = [];
  const walk = (node: unknown, at: string, key: string, holder: Record<string, unknown>) => {
    if (Array.isArray(node)) node.forEach((entry, index) => walk(entry, `${at}[${index}]`, key, holder));
    else if (node !== null && typeof node === 'object') {
      for (const [name, value] of Object.entries(node)) walk(value, `${at}.${name}`, name, node as Record<string, unknown>);
    } else if (detail.isIt(node, key, holder, sam)) found.push({ at, value: node });
  };
  walk(body, '$', '', {});
  return found;
}
