import { Job } from '../../../src/api/contract';
import { confirmJob, findJob, jobPeriods, listJobs } from '../../store/jobStore';
import { crew } from '../accessRules';
import { emptyBody, oneOf, optional } from '../../kernel/fields';
import { filters, getOne, idParams, list } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';

/** A crew member's jobs and their confirmation. */
export const jobRoutes: readonly ApiRoute[] = [
  list({ path: '/jobs', access: crew, item: Job, filters: filters({ period: optional(oneOf(jobPeriods), null) }), fetch: listJobs }),
  getOne({ path: '/jobs/:id', access: crew, answer: Job, notFound: 'Job not found', fetch: findJob }),
  route({
    // The app sends `{}`: nothing to say but yes.
    method: 'POST', path: '/jobs/:id/confirmation', access: crew, params: idParams, body: emptyBody, answer: Job,
    handle: (ctx, { params }) => confirmJob(ctx, params.id),
  }),
];
