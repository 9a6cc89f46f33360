import {
  CalendarSubscription, CrewFacetValue, FindBestMethod, MobileDocument, PlannerCrew, PlannerCrewMember, PlannerCrewMembership, PlannerCrewType,
  PlannerPlanningItem, RateCard, RateCardItem,
} from '../../../src/api/contract/planning';
import { FileOf } from '../../../src/api/contract/shapes';
import { FileReply } from '../../kernel/FileReply';
import {
  deleteSubscription, insertSubscription, listPersonSubscriptions, personOfToken, refreshSubscription,
} from '../../store/planning/calendarSubscriptionStore';
import { calendarFeed } from '../../store/planning/calendarFeed';
import { listPlannerItems } from '../../store/planning/plannerCalendarStore';
import {
  deleteMembership, findPlannerCrew, insertMembership, insertPCrew, listContactPCrews, listCrewMembers, listPCrews,
  listCrewFacetValues, listPersonMemberships, listPlannerCrews, listPlannerCrewTypes,
} from '../../store/planning/plannerCrewStore';
import { listMobileDocuments, listRateCardDocuments, listRateCardItems, listRateCards } from '../../store/planning/rateCardStore';
import { listFindBestMethods } from '../../store/planning/findBestMethods';
import { anyUser } from '../accessRules';
import { notFound } from '../../kernel/HttpError';
import { commaList, isoDate, nullable, object, oneOf, optional, text, wholeNumber } from '../../kernel/fields';
import { create, filters, getOne, list, remove, subList } from '../resourceRoutes';
import { publicRoute, route, type ApiRoute } from '../../kernel/route';
import type { AccessRule, Right } from '../../../src/spec/types';

const id = wholeNumber(1, 2_147_483_647);
/** A client or planner login holding these rights. */
const clientOrPlanner = (...rights: Right[]): AccessRule => ({ loginTypes: ['client', 'planner'], rights });
const range = filters({ from: optional(isoDate(), null), to: optional(isoDate(), null) }, ({ from, to }) =>
  from && to && from > to ? { path: 'to', message: 'must not be before from' } : null);
/** A filter's values, any of which a crew must hold (none given: any crew). */
const facetValues = optional(commaList({ max: 100, maxItems: 50 }), []);
const rateCards: AccessRule = { rights: ['rateCards.READ'] };

/** Planner crews, membership crews, the planning calendar of clients and planners, rate cards and calendar feeds. */
export const planningRoutes: readonly ApiRoute[] = [
  list({
    path: '/plannerCrews', access: clientOrPlanner('crews.READ'),
    item: PlannerCrew, filters: filters({ function: facetValues, tag: facetValues, region: facetValues, skill: facetValues }),
    fetch: listPlannerCrews,
  }),
  list({ path: '/crewTags', access: clientOrPlanner('crews.READ'), item: CrewFacetValue, fetch: (ctx, query) => listCrewFacetValues(ctx, 'tags', query) }),
  list({ path: '/documentBasedSkills', access: clientOrPlanner('crews.READ'), item: CrewFacetValue, fetch: (ctx, query) => listCrewFacetValues(ctx, 'skills', query) }),
  getOne({ path: '/plannerCrews/:id', access: clientOrPlanner('crews.READ'), answer: PlannerCrew, notFound: 'Crew not found', fetch: findPlannerCrew }),
  // The planning items (jobs, blocked dates, absences) of the crew's members, from one month back by default.
  subList({
    path: '/plannerCrews/:id/items', access: clientOrPlanner('planningCalendar.READ'), item: PlannerPlanningItem, filters: range,
    fetch: async (ctx, crewId, query) => {
      if (!(await findPlannerCrew(ctx, crewId))) throw notFound('Crew not found');
      return listPlannerItems(ctx, { ...query, crewId });
    },
  }),
  subList({ path: '/plannerCrews/:id/crewMembers', access: clientOrPlanner('crews.READ'), item: PlannerCrewMember, fetch: listCrewMembers }),
  list({ path: '/pCrews', access: clientOrPlanner('membershipCrews.READ'), item: PlannerCrew, fetch: listPCrews }),
  list({ path: '/plannerCrewTypes', access: clientOrPlanner(), item: PlannerCrewType, fetch: listPlannerCrewTypes }),
  create({
    path: '/pCrews', access: { loginTypes: ['planner'], rights: ['membershipCrews.READ'] },
    body: object({
      name: text({ max: 120 }), description: optional(nullable(text({ max: 1000 })), null),
      typeId: optional(nullable(id), null), contactId: optional(nullable(id), null),
    }, { unknownKeys: 'reject' }),
    answer: PlannerCrew, insert: insertPCrew,
  }),
  create({
    path: '/plannerCrewMemberships', access: clientOrPlanner('crewMemberships.CREATE'),
    body: object({ plannerCrewId: id, personId: id, function: optional(nullable(text({ max: 100 })), null) }, { unknownKeys: 'reject' }),
    answer: PlannerCrewMembership, insert: insertMembership,
  }),
  remove({
    path: '/plannerCrewMemberships/:id', access: clientOrPlanner('crewMemberships.DELETE'), notFound: 'Membership not found',
    delete: deleteMembership,
  }),
  subList({ path: '/persons/:id/plannerCrewMemberships', access: anyUser, item: PlannerCrewMembership, fetch: listPersonMemberships }),
  subList({
    path: '/contacts/:id/plannerPlanningItems', access: clientOrPlanner('planningCalendar.READ'), item: PlannerPlanningItem, filters: range,
    fetch: (ctx, contactId, query) => listPlannerItems(ctx, { ...query, contactId }),
  }),
  subList({ path: '/contacts/:id/pCrews', access: clientOrPlanner('membershipCrews.READ'), item: PlannerCrew, fetch: listContactPCrews }),
  list({
    path: '/mobileDocuments', access: { rights: ['mobileDocuments.READ'] }, item: MobileDocument,
    filters: filters({ kind: optional(oneOf(['companyDocument', 'rateAgreement', 'rateCard']), null) }),
    fetch: listMobileDocuments,
  }),
  list({ path: '/findBestMethods', access: clientOrPlanner(), item: FindBestMethod, fetch: listFindBestMethods }),
  list({ path: '/rateCards', access: rateCards, item: RateCard, fetch: (ctx, q) => listRateCards(ctx, q) }),
  subList({ path: '/rateCards/:id/items', access: rateCards, item: RateCardItem, fetch: listRateCardItems }),
  subList({ path: '/rateCards/:id/documents', access: rateCards, item: MobileDocument, fetch: listRateCardDocuments }),
  subList({ path: '/companies/:id/rateCards', access: rateCards, item: RateCard, fetch: (ctx, companyId, q) => listRateCards(ctx, q, companyId) }),
  route({
    method: 'POST', path: '/publicCalendarSubscriptions', access: anyUser, status: 201, answer: CalendarSubscription,
    body: optional(object({}, { unknownKeys: 'reject' }), {}),
    handle: (ctx) => insertSubscription(ctx),
  }),
  remove({ path: '/publicCalendarSubscriptions/:id', access: anyUser, notFound: 'Calendar subscription not found', delete: deleteSubscription }),
  route<undefined, undefined, { id: number | null }>({
    method: 'POST', path: '/publicCalendarSubscriptionsRefresh', access: anyUser, answer: CalendarSubscription,
    body: optional(object({ id: optional(id, null) }, { unknownKeys: 'reject' }), { id: null }),
    handle: (ctx, { body }) => refreshSubscription(ctx, body),
  }),
  subList({ path: '/persons/:id/calendarSubscriptions', access: anyUser, item: CalendarSubscription, fetch: listPersonSubscriptions }),
  publicRoute<{ token: string }>({
    method: 'GET', path: '/publicCalendar/:token', answer: FileOf('text/calendar'),
    summary: "A person's planning as an iCalendar feed, for the secret token of a calendar subscription",
    params: object({ token: text({ max: 200 }) }, { unknownKeys: 'ignore' }),
    handle: async (ctx, { params }) => {
      const person = await personOfToken(ctx, params.token.replace(/\.ics$/i, ''));
      if (!person) throw notFound('Calendar not found');
      const feed = await calendarFeed(ctx.db, person, ctx.request.hostname, ctx.now);
      return new FileReply(new TextEncoder().encode(feed), 'text/calendar; charset=utf-8', 'crew.ics', 'inline');
    },
  }),
];
