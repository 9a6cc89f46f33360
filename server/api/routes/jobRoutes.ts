import { Job } from '../../../src/ground/contract';
import { FileOf } from '../../../src/ground/contract/shapes';
import { FileReply } from '../../kernel/FileReply';
import { notFound } from '../../kernel/HttpError';
import { jobCalendar } from '../../store/planning/jobCalendar';
import { confirmJob, findJob, jobPeriods, listJobs } from '../../store/jobStore';
import { crew } from '../accessRules';
import { emptyBody, oneOf, optional } from '../../../src/ground/contract/fields/fields';
import { filters, getOne, idParams, list } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';

/** A crew member's jobs and their confirmation. */
export const jobRoutes: readonly ApiRoute[] = [
  list({
    path: '/jobs', access: crew, item: Job, filters: filters({ period: optional(oneOf(jobPeriods), null) }), fetch: listJobs,
    summary: "List the caller's jobs, soonest first",
    description: 'A job that has ended is `past`; otherwise a vacancy applied for and still requested is `appliedFor`, one waiting '
      + 'for the crew member\'s confirmation `toConfirm`, anything else `upcoming`. `period` keeps one of them.',
  }),
  getOne({ path: '/jobs/:id', access: crew, answer: Job, notFound: 'Job not found', fetch: findJob, summary: 'Get one of the caller\'s jobs' }),
  route({
    // The app sends `{}`: nothing to say but yes.
    method: 'POST', path: '/jobs/:id/confirmation', access: crew, params: idParams, body: emptyBody, answer: Job,
    summary: 'Confirm one of the caller\'s jobs', description: '409 when the job is already confirmed or was cancelled.',
    handle: (ctx, { params }) => confirmJob(ctx, params.id),
  }),
  route({
    method: 'GET', path: '/jobs/:id/calendar', access: crew, params: idParams, answer: FileOf('text/calendar'),
    summary: 'Get one of the caller\'s jobs as an iCalendar file (job.ics)',
    description: 'The job\'s events as the calendar feed writes them: one per working day, hours read in the person\'s time zone and '
      + 'written in UTC. 404 for a job that is not the caller\'s.',
    handle: async (ctx, { params }) => {
      const calendar = await jobCalendar(ctx, params.id);
      if (calendar === null) throw notFound('Job not found');
      return new FileReply(new TextEncoder().encode(calendar), 'text/calendar; charset=utf-8', 'job.ics');
    },
  }),
];
