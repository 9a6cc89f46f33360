import { expect, inject } from 'vitest';
import { api, send, token, uniqueName, type List } from './demo';

/**
 * Jobs a test file owns. The demo's jobs of crew@demo.test are shared by every file; a file that confirms a job, checks
 * in or blocks a job's day makes its own: the planner (planner@demo.test) opens a new crew on a project, opens a
 * position on it, the crew member applies for it, the planner confirms it and, for a job to confirm, moves its times
 * (a confirmed position whose times move becomes `changed` and waits for the crew member to confirm it again; there
 * is no other way through the api to make a job wait for confirmation). Each crew and function carries a unique
 * name, so no other file can pick them by chance.
 */

export const crewLogin = 'crew@demo.test';
const plannerLogin = 'planner@demo.test';

/** The project the own crews go on: Utrecht Boat Show (1006), open, with a project manager. */
const projectNumber = '1006';

/** A job as GET /jobs answers it (the fields these tests read). */
export interface Job {
  id: number; period: string; status: string; toConfirm: boolean; confirmedAt: string | null; crewChiefOnly: boolean;
  started: boolean; startDate: string; endDate: string; startTime: string; endTime: string; function: string;
  project: { number: string; name: string }; crew: { id: number; name: string };
  location: { id: number; name: string; city: string } | null;
}
export interface Venue { id: number; name: string; city: string; latitude: number | null; longitude: number | null }
export interface OwnCrew { id: number; name: string; location: Venue }
/** A position to open: its function (made unique), its day and its times. */
export interface Position { function: string; day: string; startTime?: string; endTime?: string }

/** The first venue by name that has coordinates (a check-in needs them; venues made through the api have none). */
async function venueWithPosition(bearer: string): Promise<Venue> {
  const venues = (await api<List<Venue>>(bearer, '/locations')).items;
  const venue = venues.find((one) => one.latitude !== null && one.longitude !== null);
  expect(venue, 'a venue with coordinates').toBeDefined();
  return venue!;
}

/**
 * A new crew on project 1006, at a venue with coordinates, named `label` plus a unique tail; no one is on it yet. With
 * `crewChiefId` (a person id) that person is its crew chief.
 */
export async function newCrew(label: string, options: { crewChiefId?: number } = {}): Promise<OwnCrew> {
  const planner = await token(plannerLogin);
  const project = await api<{ closed: boolean }>(planner, `/projects/${projectNumber}`);
  expect(project.closed, `project ${projectNumber} is open`).toBe(false);
  const location = await venueWithPosition(planner);
  const crew = await send<{ id: number; name: string }>(planner, 'POST', `/projects/${projectNumber}/projectCrews`,
    { name: uniqueName(label), locationId: location.id, ...options }, 201);
  return { id: crew.id, name: crew.name, location };
}

/** The crew member's job on a new position of `crew`: the planner opens it and the crew member applies for it. */
export async function newAppliedJob(crew: OwnCrew, position: Position): Promise<Job> {
  const planner = await token(plannerLogin);
  const opened = await send<List<{ id: number }>>(planner, 'POST', `/projects/${projectNumber}/projectCrewItems`, {
    crewId: crew.id, function: position.function, startDate: position.day, endDate: position.day,
    startTime: position.startTime ?? '08:00', endTime: position.endTime ?? '16:00', amount: 1,
  }, 201);
  const id = opened.items[0]!.id;
  const member = await token(crewLogin);
  const applied = await fetch(`${inject('baseUrl')}/api/v1/projectCrewItems/${id}/applyVacancy`,
    { headers: { Authorization: `Bearer ${member}`, Type: 'MOBILE' } });
  expect(applied.status, `applying for position ${id}`).toBe(200);
  const job = await api<Job>(member, `/jobs/${id}`);
  expect(job).toMatchObject({ period: 'appliedFor', status: 'requested', function: position.function });
  return job;
}

/** As `newAppliedJob`, and the planner confirms the position: an upcoming confirmed job. */
export async function newConfirmedJob(crew: OwnCrew, position: Position): Promise<Job> {
  const applied = await newAppliedJob(crew, position);
  await send(await token(plannerLogin), 'POST', '/projectCrewItemStatus', { crewItemId: applied.id, status: 'confirmed' }, 201);
  const job = await api<Job>(await token(crewLogin), `/jobs/${applied.id}`);
  expect(job).toMatchObject({ period: 'upcoming', status: 'confirmed', toConfirm: false });
  return job;
}

/**
 * As `newConfirmedJob` at 06:00–07:00, then the planner moves it to the position's times (not 06:00–07:00): the job
 * is `changed` and waits for the crew member's confirmation.
 */
export async function newJobToConfirm(crew: OwnCrew, position: Position & { startTime: string; endTime: string }): Promise<Job> {
  const confirmed = await newConfirmedJob(crew, { ...position, startTime: '06:00', endTime: '07:00' });
  await send(await token(plannerLogin), 'POST', `/projectCrewItems/${confirmed.id}`,
    { startTime: position.startTime, endTime: position.endTime });
  const job = await api<Job>(await token(crewLogin), `/jobs/${confirmed.id}`);
  expect(job, 'the moved job waits for confirmation').toMatchObject({
    period: 'toConfirm', status: 'changed', toConfirm: true, confirmedAt: null, startTime: position.startTime, endTime: position.endTime,
  });
  return job;
}
