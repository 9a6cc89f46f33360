import { expect } from 'vitest';
import { api, type List } from './demo';

/**
 * The crews the demo crew chief (chief@demo.test) leads, shared out among the e2e files that change them. The api
 * cannot make anyone a crew's chief (crew chiefs come from the demo seed only), so no test can create a crew of the
 * chief's own: the files that release, sign or confirm on a chief's crew each take a different
 * one, by the rules of `chiefCrewFor`, and check it is still in the state they need.
 */

/** `GET /jobs/crewChief`: a crew the caller chiefs. */
export interface ChiefCrewJob {
  crewId: number;
  crewName: string;
  period: 'past' | 'upcoming';
  project: { number: string; name: string; client: string };
  location: { id: number } | null;
  counts: { total: number };
}

/** Who uses which of the chief's crews. */
export type ChiefCrewUse = 'crewPages' | 'signing' | 'crewCrew';

/**
 * The chief's crew a file may change, by these rules (in the demo: the Horecava hall 8 stand build, the Aurora spring
 * edition AV crew and the Summer Sound Indoor expo floor crew):
 * - crewPages: the upcoming crew with a filled-in security check (it reads the check, releases the crew's delivery
 *   note and confirms its hours);
 * - signing: the past crew (its delivery note is released and signed on site);
 * - crewCrew: of the other upcoming crews with a location, the one with the most positions (positions are added to
 *   it, and status actions run on those).
 * Fails unless each rule finds a crew and the three are different crews.
 */
export async function chiefCrewFor(bearer: string, use: ChiefCrewUse): Promise<number> {
  const crews = (await api<List<ChiefCrewJob>>(bearer, '/jobs/crewChief')).items;
  const filled = new Set<number>();
  for (const crew of crews) {
    const checks = (await api<List<{ answers: unknown[] }>>(bearer, `/projectCrews/${crew.crewId}/securityChecks`)).items;
    if (checks.some((check) => check.answers.length > 0)) filled.add(crew.crewId);
  }
  const upcoming = crews.filter((crew) => crew.period === 'upcoming');
  const picks: Record<ChiefCrewUse, ChiefCrewJob | undefined> = {
    crewPages: upcoming.find((crew) => filled.has(crew.crewId)),
    signing: crews.find((crew) => crew.period === 'past'),
    crewCrew: upcoming
      .filter((crew) => !filled.has(crew.crewId) && crew.location !== null)
      .sort((a, b) => b.counts.total - a.counts.total || a.crewId - b.crewId)[0],
  };
  for (const [who, crew] of Object.entries(picks)) expect(crew, `a crew of the chief for ${who}`).toBeDefined();
  expect(new Set(Object.values(picks).map((crew) => crew!.crewId)).size, 'three different crews').toBe(3);
  return picks[use]!.crewId;
}

