import {
  crewRatingRequest,
  CrewChiefJob, CrewFunction, CrewInfo, CrewRating, CrewRatingType, CrewTag, DocumentBasedSkill,
} from '../../../src/ground/contract/projects';
import { crewInfoOf, insertRating, listOfCrewMember, listRatings, listRatingTypes } from '../../store/crewMemberStore';
import { listCrewChiefJobs } from '../../store/projectCrewListStore';
import { anyUser, crew } from '../accessRules';
import { idParams, list, listUnder } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';

/**
 * A crew member's ratings, functions, tags and skills (themself, planners, their crew chiefs, clients they worked for;
 * rating as `insertRating` allows), own crew info, crew-chief jobs.
 */
/** Who reads about a crew member (`crewMemberStanding`), for the reference. */
const seesCrewMember = 'The crew member themself, a planner, the chief of a crew they work on, or a client reading crew profiles '
  + '(crewProfile.READ) for whose company they worked; 404 for anyone else.';

export const crewMemberRoutes: readonly ApiRoute[] = [
  listUnder({ path: '/crewMember/:id/crewRatings', access: anyUser, params: idParams, item: CrewRating,
    summary: "List a crew member's ratings, newest first", description: seesCrewMember,
    fetch: (ctx, params, paging) => listRatings(ctx, params.id, paging) }),
  route({
    method: 'POST', path: '/crewMember/:id/crewRatings', access: { loginTypes: ['crew', 'planner', 'client'] }, params: idParams,
    body: crewRatingRequest, status: 201, answer: CrewRating, summary: 'Rate a crew member (1 to 5, of a rating type)',
    description: 'By a planner, the chief of a crew they work on, or a client reading crew profiles on a crew item of a project of '
      + 'their company; never oneself. A `crewItemId` must be the person\'s, visible to the caller, and ended before today.',
    handle: (ctx, { params, body }) => insertRating(ctx, params.id, body),
  }),
  listUnder({ path: '/crewMember/:id/crewFunctions', access: anyUser, params: idParams, item: CrewFunction,
    summary: 'List the functions a crew member works in, with their level', description: seesCrewMember,
    fetch: (ctx, params, paging) => listOfCrewMember(ctx, params.id, 'functions', paging) }),
  listUnder({ path: '/crewMember/:id/crewTags', access: anyUser, params: idParams, item: CrewTag,
    summary: "List a crew member's tags", description: seesCrewMember,
    fetch: (ctx, params, paging) => listOfCrewMember(ctx, params.id, 'tags', paging) }),
  listUnder({ path: '/crewMember/:id/documentBasedSkills', access: anyUser, params: idParams, item: DocumentBasedSkill,
    summary: "List a crew member's skills proven by documents, and whether each is still valid", description: seesCrewMember,
    fetch: (ctx, params, paging) => listOfCrewMember(ctx, params.id, 'skills', paging) }),
  list({ path: '/crewRatingTypes', access: anyUser, item: CrewRatingType, fetch: listRatingTypes, summary: "List the tenant's rating types" }),
  route({
    method: 'GET', path: '/crewInfo', access: { rights: ['crewInfo.READ'] }, answer: CrewInfo, handle: (ctx) => crewInfoOf(ctx),
    summary: "Get the caller's own crew info: functions, tags, skills and ratings",
  }),
  list({
    path: '/jobs/crewChief', access: crew, item: CrewChiefJob, fetch: listCrewChiefJobs,
    summary: 'List the crews the caller is crew chief of, upcoming first then past',
  }),
];
