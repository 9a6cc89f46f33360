import type { CallSamples, SampleApi } from './CallSample';
import { personIdOf } from './personsSamples';

const sam = 'crew@demo.test';
const yesterday = () => {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** A new crew of project 1008 chiefed by Dana, with Sam confirmed on it yesterday 08:00–16:00 (the position written directly). */
async function samsDay(api: SampleApi): Promise<{ crewId: number; crewItemId: number }> {
  const crew = await api.post<{ id: number }>('/projects/1008/projectCrews', 'planner@demo.test',
    { name: 'Worked hours sample crew', crewChiefId: await personIdOf(api, 'chief@demo.test') });
  const item = await api.server.app.db.query<{ id: number }>(
    `INSERT INTO crew_items (crew_id, person_id, function, start_date, end_date, start_time, end_time, status)
     VALUES ($1, $2, 'Stagehand', $3, $3, '08:00', '16:00', 'confirmed') RETURNING id`,
    [crew.id, await personIdOf(api, sam), yesterday()]);
  return { crewId: crew.id, crewItemId: item.rows[0]!.id };
}

const entry = (crewItemId: number) => ({
  crewItemId, workDate: yesterday(), startTime: '08:00', endTime: '16:10', breakMinutes: 30, reason: 'Phone battery was empty',
});

/** Sam's hours entered on a day of his own: their id. */
async function enteredDay(api: SampleApi): Promise<number> {
  const day = await samsDay(api);
  return (await api.post<{ id: number }>(`/projectCrews/${day.crewId}/workedHours`, sam, entry(day.crewItemId))).id;
}

/** One day made for both the path and the body of the entering sample. */
let dayToEnter: Promise<{ crewId: number; crewItemId: number }> | null = null;
const dayToEnterOf = (api: SampleApi) => (dayToEnter ??= samsDay(api));

/** Real requests for the worked hours calls (issue 37), each on data of its own. */
export const workedHoursSamples: CallSamples = {
  'POST /projectCrews/:id/workedHours': {
    login: sam, status: 201,
    path: async (api) => `/projectCrews/${(await dayToEnterOf(api)).crewId}/workedHours`,
    body: async (api: SampleApi) => entry((await dayToEnterOf(api)).crewItemId),
  },
  'POST /workedHours/:id/confirm': { login: 'chief@demo.test', path: async (api) => `/workedHours/${await enteredDay(api)}/confirm` },
  'POST /workedHours/:id/correct': {
    login: 'accountant@demo.test', path: async (api) => `/workedHours/${await enteredDay(api)}/correct`,
    body: { hours: 8, reason: 'Load-out ran late' },
  },
  'POST /workedHours/approve': { login: 'accountant@demo.test', body: { projectNumber: '1008' } },
};
