import {
  calendarSubscriptionRefreshRequest, pCrewRequest, plannerCrewMembershipRequest,
  CalendarSubscription, CrewFacetValue, FindBestMethod, MobileDocument, PlannerCrew, PlannerCrewMember, PlannerCrewMembership, PlannerCrewType,
  PlannerPlanningItem, RateCard, RateCardItem,
} from '../../../src/ground/contract/planning';
import { FileOf } from '../../../src/ground/contract/shapes';
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
import { commaList, isoDate, notBefore, object, oneOf, optional, text } from '../../../src/ground/contract/fields/fields';
import { create, filters, getOne, list, remove, subList } from '../resourceRoutes';
import { publicRoute, route, type ApiRoute } from '../../kernel/route';
import type { AccessRule, Right } from '../../../src/ground/screenLanguage/types';

/** A client or planner login holding these rights. */
const clientOrPlanner = (...rights: Right[]): AccessRule => ({ loginTypes: ['client', 'planner'], rights });
const range = filters({ from: optional(isoDate(), null), to: optional(isoDate(), null) }, notBefore('from', 'to'));
/** A filter's values, any of which a crew must hold (none given: any crew). */
const facetValues = optional(commaList({ max: 100, maxItems: 50 }), []);
const rateCards: AccessRule = { rights: ['rateCards.READ'] };

/** Planner crews, membership crews, the planning calendar of clients and planners, rate cards and calendar feeds. */
export const planningRoutes: readonly ApiRoute[] = [
  list({
    path: '/plannerCrews', access: clientOrPlanner('crews.READ'),
    item: PlannerCrew, filters: filters({ function: facetValues, tag: facetValues, region: facetValues, skill: facetValues }),
    fetch: listPlannerCrews, summary: 'List the planner crews the caller manages, by name',
    description: 'Each filter takes values separated by commas; a crew must hold any of them. Filters combine.',
  }),
  list({
    path: '/crewTags', access: clientOrPlanner('crews.READ'), item: CrewFacetValue, fetch: (ctx, query) => listCrewFacetValues(ctx, 'tags', query),
    summary: "List the tags used on the tenant's crew members and planner crews", description: 'By name, each once: the options of the `tag` filter.',
  }),
  list({
    path: '/documentBasedSkills', access: clientOrPlanner('crews.READ'), item: CrewFacetValue,
    fetch: (ctx, query) => listCrewFacetValues(ctx, 'skills', query),
    summary: "List the document-based skills used in the tenant", description: 'By name, each once: the options of the `skill` filter.',
  }),
  getOne({
    path: '/plannerCrews/:id', access: clientOrPlanner('crews.READ'), answer: PlannerCrew, notFound: 'Crew not found', fetch: findPlannerCrew,
    summary: 'Get one crew the caller manages (planner or membership crew)',
  }),
  // The planning items (jobs, blocked dates, absences) of the crew's members, from one month back by default.
  subList({
    path: '/plannerCrews/:id/items', access: clientOrPlanner('planningCalendar.READ'), item: PlannerPlanningItem, filters: range,
    summary: "List the planning calendar of a crew's members",
    description: 'Jobs, blocked dates and absences, from one month back unless `from` says; a client sees only that a person is '
      + 'unavailable, not why. 404 for a crew the caller does not manage.',
    fetch: async (ctx, crewId, query) => {
      if (!(await findPlannerCrew(ctx, crewId))) throw notFound('Crew not found');
      return listPlannerItems(ctx, { ...query, crewId });
    },
  }),
  subList({
    path: '/plannerCrews/:id/crewMembers', access: clientOrPlanner('crews.READ'), item: PlannerCrewMember, fetch: listCrewMembers,
    summary: 'List the people of a crew the caller manages', description: '404 for any other crew.',
  }),
  list({
    path: '/pCrews', access: clientOrPlanner('membershipCrews.READ'), item: PlannerCrew, fetch: listPCrews,
    summary: 'List the membership crews the caller manages',
  }),
  list({
    path: '/plannerCrewTypes', access: clientOrPlanner(), item: PlannerCrewType, fetch: listPlannerCrewTypes,
    summary: "List the tenant's kinds of planner crew",
  }),
  create({
    path: '/pCrews', access: { loginTypes: ['planner'], rights: ['membershipCrews.READ'] },
    summary: 'Create a membership crew that the caller manages',
    body: pCrewRequest,
    answer: PlannerCrew, insert: insertPCrew,
  }),
  create({
    path: '/plannerCrewMemberships', access: clientOrPlanner('crewMemberships.CREATE'),
    body: plannerCrewMembershipRequest,
    answer: PlannerCrewMembership, insert: insertMembership, summary: 'Add a person of the tenant to a crew the caller manages',
    description: '404 for another crew or person; 409 when the person is in the crew already.',
  }),
  remove({
    path: '/plannerCrewMemberships/:id', access: clientOrPlanner('crewMemberships.DELETE'), notFound: 'Membership not found',
    delete: deleteMembership, summary: 'Remove a person from a crew the caller manages', description: '404 for a membership of any other crew.',
  }),
  subList({
    path: '/persons/:id/plannerCrewMemberships', access: anyUser, item: PlannerCrewMembership, fetch: listPersonMemberships,
    summary: "List a person's crew memberships",
    description: 'All of the caller\'s own, or those in crews the caller manages; 404 when none is visible.',
  }),
  subList({
    path: '/contacts/:id/plannerPlanningItems', access: clientOrPlanner('planningCalendar.READ'), item: PlannerPlanningItem, filters: range,
    summary: "List the planning calendar of the people in a contact's crews",
    description: 'As `GET /plannerCrews/{id}/items`, for the crews of one client contact that the caller manages.',
    fetch: (ctx, contactId, query) => listPlannerItems(ctx, { ...query, contactId }),
  }),
  subList({
    path: '/contacts/:id/pCrews', access: clientOrPlanner('membershipCrews.READ'), item: PlannerCrew, fetch: listContactPCrews,
    summary: "List a client contact's membership crews that the caller manages",
  }),
  list({
    path: '/mobileDocuments', access: { rights: ['mobileDocuments.READ'] }, item: MobileDocument,
    filters: filters({ kind: optional(oneOf(['companyDocument', 'rateAgreement', 'rateCard']), null) }),
    fetch: listMobileDocuments, summary: "List the tenant's documents for mobile users, newest first",
    description: 'Rate agreements and rate cards (what clients are charged) only with rateCards.READ; without it they are left out.',
  }),
  list({
    path: '/findBestMethods', access: clientOrPlanner(), item: FindBestMethod, fetch: listFindBestMethods,
    summary: 'List the ways to rank crew for an open position (find best person)', description: 'The default first.',
  }),
  list({ path: '/rateCards', access: rateCards, item: RateCard, fetch: (ctx, q) => listRateCards(ctx, q), summary: "List the tenant's rate cards" }),
  subList({
    path: '/rateCards/:id/items', access: rateCards, item: RateCardItem, fetch: listRateCardItems,
    summary: "List a rate card's rates", description: '404 for a rate card of another tenant.',
  }),
  subList({
    path: '/rateCards/:id/documents', access: rateCards, item: MobileDocument, fetch: listRateCardDocuments,
    description: '404 for a rate card of another tenant.',
  }),
  subList({ path: '/companies/:id/rateCards', access: rateCards, item: RateCard, fetch: (ctx, companyId, q) => listRateCards(ctx, q, companyId) }),
  route({
    method: 'POST', path: '/publicCalendarSubscriptions', access: anyUser, status: 201, answer: CalendarSubscription,
    summary: "Subscribe to the caller's planning as a calendar feed",
    description: 'Answers the feed\'s secret URL (`GET /publicCalendar/{token}`), for a calendar app to poll.',
    body: optional(object({}, { unknownKeys: 'reject' }), {}),
    handle: (ctx) => insertSubscription(ctx),
  }),
  remove({
    path: '/publicCalendarSubscriptions/:id', access: anyUser, notFound: 'Calendar subscription not found', delete: deleteSubscription,
    summary: "Delete one of the caller's calendar subscriptions", description: 'Its feed URL stops working.',
  }),
  route({
    method: 'POST', path: '/publicCalendarSubscriptionsRefresh', access: anyUser, answer: CalendarSubscription,
    summary: "Give one of the caller's calendar subscriptions a new secret URL",
    description: 'The subscription `id`, or the newest when left out; the old URL stops working.',
    body: calendarSubscriptionRefreshRequest,
    handle: (ctx, { body }) => refreshSubscription(ctx, body),
  }),
  subList({
    path: '/persons/:id/calendarSubscriptions', access: anyUser, item: CalendarSubscription, fetch: listPersonSubscriptions,
    summary: "List a person's calendar subscriptions", description: 'Only the caller\'s own: 404 for anyone else\'s person id.',
  }),
  publicRoute<{ token: string }>({
    method: 'GET', path: '/publicCalendar/:token', answer: FileOf('text/calendar'),
    summary: "Get a person's planning as an iCalendar feed, by a subscription's secret token",
    description: 'No session: the token is the key (a trailing `.ics` is ignored). Jobs are one event per working day, their hours '
      + "read in the person's time zone and written in UTC; blocked dates and absences are all-day events. 404 for an unknown token, "
      + 'or one refreshed or deleted.',
    params: object({ token: text({ max: 200 }) }, { unknownKeys: 'ignore' }),
    handle: async (ctx, { params }) => {
      const person = await personOfToken(ctx, params.token.replace(/\.ics$/i, ''));
      if (!person) throw notFound('Calendar not found');
      const feed = await calendarFeed(ctx.db, person, ctx.request.hostname, ctx.now);
      return new FileReply(new TextEncoder().encode(feed), 'text/calendar; charset=utf-8', 'crew.ics', 'inline');
    },
  }),
];
