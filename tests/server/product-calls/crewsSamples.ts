import type { CrewSheet, Job, ListResponse, ProjectCrew, SecurityCheck } from '../../../src/ground/contract';
import { drawSignaturePng } from '../../../server/files/drawSignaturePng';
import type { CallSamples, SampleApi } from './CallSample';

const chief = 'chief@demo.test';
const sam = 'crew@demo.test';

/** The demo crews by name, as the jobs of the demo crew chief and crew member name them. */
const crewNames = { fair: 'Hall 8 stand build', summit: 'AV and lighting crew', festival: 'Main stage build crew' } as const;

/** The id of a demo crew, found through a login's jobs. */
export async function crewIdOf(api: Pick<SampleApi, 'get'>, login: string, crew: keyof typeof crewNames): Promise<number> {
  const { items } = await api.get<ListResponse<Job>>('/jobs', login);
  const job = items.find((item) => item.crew.name === crewNames[crew]);
  if (!job) throw new Error(`${login} has no job on the ${crew} crew`);
  return job.crew.id;
}

/** A signature as the app sends it. */
export const signatureOf = (signerName: string) => ({
  signature: `data:image/png;base64,${Buffer.from(drawSignaturePng(signerName)).toString('base64')}`,
  signerName,
});

/** The first of the chief's crews (fair, summit) whose delivery note passes `test`, brought there if need be. */
async function chiefCrewWhere(api: SampleApi, test: (sheet: CrewSheet) => boolean, prepare: (id: number, sheet: CrewSheet) => Promise<void>) {
  const ids = [await crewIdOf(api, chief, 'fair'), await crewIdOf(api, chief, 'summit')];
  for (const id of ids) if (test(await api.get<CrewSheet>(`/projectCrews/${id}/deliveryNote`, chief))) return id;
  const id = ids[0]!;
  await prepare(id, await api.get<CrewSheet>(`/projectCrews/${id}/deliveryNote`, chief));
  return id;
}

const releasedUnsigned = (api: SampleApi) => chiefCrewWhere(api, (s) => s.released && !s.signed, async (id, sheet) => {
  if (!sheet.released) await api.post(`/projectCrews/${id}/deliveryNote/release`, chief);
});

async function securityCheckWhere(api: SampleApi, crew: keyof typeof crewNames, test: (check: SecurityCheck) => boolean) {
  const id = await crewIdOf(api, sam, crew);
  const { items } = await api.get<ListResponse<SecurityCheck>>(`/projectCrews/${id}/securityChecks`, sam);
  const check = items.find(test);
  if (!check) throw new Error(`no such security check on the ${crew} crew`);
  return `/projectCrews/${id}/securityChecks/${check.id}`;
}

async function crewCheckWhere(api: SampleApi, signed: boolean) {
  const id = await crewIdOf(api, sam, 'festival');
  const crew = await api.get<ProjectCrew>(`/projectCrews/${id}`, sam);
  const check = crew.myChecks.find((item) => item.signed === signed);
  if (!check) throw new Error(`no ${signed ? 'signed' : 'unsigned'} crew check on the festival crew`);
  return `/crewChecks/${check.id}`;
}

/** Real calls for project crews on site. */
export const crewsSamples: CallSamples = {
  'GET /projectCrews/:id': { login: chief, path: async (api) => `/projectCrews/${await crewIdOf(api, chief, 'fair')}` },
  'GET /projectCrews/:id/items': { login: sam, path: async (api) => `/projectCrews/${await crewIdOf(api, sam, 'fair')}/items` },
  'GET /projectCrews/:id/status': { login: 'planner@demo.test', path: async (api) => `/projectCrews/${await crewIdOf(api, sam, 'fair')}/status` },
  'GET /projectCrews/:id/ratings': { login: sam, path: async (api) => `/projectCrews/${await crewIdOf(api, sam, 'festival')}/ratings` },
  'GET /projectCrews/:id/deliveryNote': { login: chief, path: async (api) => `/projectCrews/${await crewIdOf(api, chief, 'fair')}/deliveryNote` },
  'GET /projectCrews/:id/crewChiefSheet': { login: chief, path: async (api) => `/projectCrews/${await crewIdOf(api, chief, 'fair')}/crewChiefSheet` },
  'GET /projectCrews/:id/securityChecks': { login: sam, path: async (api) => `/projectCrews/${await crewIdOf(api, sam, 'fair')}/securityChecks` },
  'GET /projectCrews/:id/securityChecks/:checkId': { login: sam, path: (api) => securityCheckWhere(api, 'fair', () => true) },
  'GET /projectCrews/:id/securityChecks/:checkId/download': {
    login: sam, path: async (api) => `${await securityCheckWhere(api, 'festival', (check) => check.signed)}/download`,
  },
  'GET /projectCrews/:id/liveLocations': { login: chief, path: async (api) => `/projectCrews/${await crewIdOf(api, chief, 'fair')}/liveLocations` },
  'POST /projectCrews/:id/deliveryNote/release': {
    login: chief,
    path: async (api) => `/projectCrews/${await chiefCrewWhere(api, (s) => !s.released, async () => {
      throw new Error('every delivery note of the crew chief is released');
    })}/deliveryNote/release`,
  },
  'POST /projectCrews/:id/crewChiefSheet/release': {
    login: chief,
    path: async (api) => {
      for (const crew of ['fair', 'summit'] as const) {
        const id = await crewIdOf(api, chief, crew);
        if (!(await api.get<CrewSheet>(`/projectCrews/${id}/crewChiefSheet`, chief)).released) return `/projectCrews/${id}/crewChiefSheet/release`;
      }
      throw new Error('every crew chief sheet of the crew chief is released');
    },
  },
  'POST /projectCrews/:id/deliveryNote/signed': {
    login: chief, body: signatureOf('Dana de Vries'),
    path: async (api) => `/projectCrews/${await releasedUnsigned(api)}/deliveryNote/signed`,
  },
  'POST /projectCrews/:id/deliveryNote/signed/send': {
    login: chief,
    path: async (api) => `/projectCrews/${await chiefCrewWhere(api, (s) => s.signed, async (id, sheet) => {
      if (!sheet.released) await api.post(`/projectCrews/${id}/deliveryNote/release`, chief);
      await api.post(`/projectCrews/${id}/deliveryNote/signed`, chief, signatureOf('Dana de Vries'));
    })}/deliveryNote/signed/send`,
  },
  'POST /projectCrews/:id/digitalConfirm': {
    login: chief, body: { remarks: 'Hours as planned; Sam stayed 30 minutes longer on day one.' },
    path: async (api) => `/projectCrews/${await chiefCrewWhere(api, (s) => s.hoursConfirmedAt === null, async () => {
      throw new Error('the hours of every crew of the crew chief are confirmed');
    })}/digitalConfirm`,
  },
  'POST /projectCrews/:id/securityChecks/:checkId/download/signed': {
    login: sam, body: signatureOf('Sam Crew'),
    path: async (api) => `${await securityCheckWhere(api, 'fair', (check) => !check.signed)}/download/signed`,
  },
  'POST /projectCrews/:id/securityChecks/:checkId/signed/send': {
    login: sam, path: async (api) => `${await securityCheckWhere(api, 'festival', (check) => check.signed)}/signed/send`,
  },
  'POST /projectCrews/:id/liveLocations': {
    login: sam, status: 201,
    path: async (api) => `/projectCrews/${await crewIdOf(api, sam, 'fair')}/liveLocations`,
    body: { latitude: 52.3415, longitude: 4.8881, accuracy: 12.5, recordedAt: new Date().toISOString() },
  },
  'GET /crewChecks/:id/download': { login: sam, path: async (api) => `${await crewCheckWhere(api, false)}/download` },
  'POST /crewChecks/:id/download': { login: sam, path: async (api) => `${await crewCheckWhere(api, true)}/download` },
  'GET /crewChecks/:id/download/signed': { login: sam, path: async (api) => `${await crewCheckWhere(api, true)}/download/signed` },
  'POST /crewChecks/:id/download/signed': {
    login: sam, body: signatureOf('Sam Crew'), path: async (api) => `${await crewCheckWhere(api, false)}/download/signed`,
  },
};
