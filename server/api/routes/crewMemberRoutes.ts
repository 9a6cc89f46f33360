import {
  CrewChiefJob, CrewFunction, CrewInfo, CrewRating, CrewRatingType, CrewTag, DocumentBasedSkill, type CrewRatingRequest,
} from '../../../src/api/contract/projects';
import { crewInfoOf, insertRating, listOfCrewMember, listRatings, listRatingTypes } from '../../store/crewMemberStore';
import { listCrewChiefJobs } from '../../store/projectCrewListStore';
import { anyUser, crew } from '../accessRules';
import { nullable, object, optional, text, wholeNumber } from '../../kernel/fields';
import { idParams, list, listUnder } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { anId } from './projectFields';

const ratingBody = object({
  ratingTypeId: anId(), score: wholeNumber(1, 5), comment: optional(nullable(text({ max: 2000 })), null),
  crewItemId: optional(nullable(anId()), null),
}, { unknownKeys: 'reject' });

/**
 * A crew member's ratings, functions, tags and skills (themself, planners, their crew chiefs, clients they worked for;
 * rating as `insertRating` allows), own crew info, crew-chief jobs.
 */
export const crewMemberRoutes: readonly ApiRoute[] = [
  listUnder({ path: '/crewMember/:id/crewRatings', access: anyUser, params: idParams, item: CrewRating,
    fetch: (ctx, params, paging) => listRatings(ctx, params.id, paging) }),
  route({
    method: 'POST', path: '/crewMember/:id/crewRatings', access: { loginTypes: ['crew', 'planner', 'client'] }, params: idParams,
    body: ratingBody, status: 201, answer: CrewRating,
    handle: (ctx, { params, body }) => insertRating(ctx, params.id, body as CrewRatingRequest),
  }),
  listUnder({ path: '/crewMember/:id/crewFunctions', access: anyUser, params: idParams, item: CrewFunction,
    fetch: (ctx, params, paging) => listOfCrewMember(ctx, params.id, 'functions', paging) }),
  listUnder({ path: '/crewMember/:id/crewTags', access: anyUser, params: idParams, item: CrewTag,
    fetch: (ctx, params, paging) => listOfCrewMember(ctx, params.id, 'tags', paging) }),
  listUnder({ path: '/crewMember/:id/documentBasedSkills', access: anyUser, params: idParams, item: DocumentBasedSkill,
    fetch: (ctx, params, paging) => listOfCrewMember(ctx, params.id, 'skills', paging) }),
  list({ path: '/crewRatingTypes', access: anyUser, item: CrewRatingType, fetch: listRatingTypes }),
  route({ method: 'GET', path: '/crewInfo', access: { rights: ['crewInfo.READ'] }, answer: CrewInfo, handle: (ctx) => crewInfoOf(ctx) }),
  list({ path: '/jobs/crewChief', access: crew, item: CrewChiefJob, fetch: listCrewChiefJobs }),
];
