import { Venue, type VenueRequest } from '../../../src/ground/contract/projects';
import { findVenue, insertVenue, searchVenues } from '../../store/venueStore';
import { anyUser, planner } from '../accessRules';
import { object, optional, text } from '../../../src/ground/contract/fields/fields';
import { create, filters, getOne, list } from '../resourceRoutes';
import type { ApiRoute } from '../../kernel/route';
import { optionalText } from '../../../src/ground/contract/fields/valueFields';

/** Locations (venues): one (project logins too, their project's only), search by name or city, create (planners). */
export const venueRoutes: readonly ApiRoute[] = [
  getOne({
    path: '/locations/:id', access: { tokenTypes: ['user', 'project'] }, answer: Venue, notFound: 'Location not found', fetch: findVenue,
    summary: 'Get one venue', description: "A venue of the tenant; a project login sees only the venues of its own project's crews.",
  }),
  list({
    path: '/locations', access: anyUser, item: Venue, filters: filters({ q: optional(text({ max: 100 }), null) }), fetch: searchVenues,
    summary: "Search the tenant's venues by name or city", description: '`q` finds text in the name or the city (any case); by name.',
  }),
  create({
    path: '/locations', access: planner, answer: Venue, summary: 'Add a venue to the tenant (planners)',
    body: object({
      name: text({ max: 200 }), address: text({ max: 300 }), city: text({ max: 100 }),
      postalCode: optionalText(20), country: optionalText(100),
    }, { unknownKeys: 'reject' }),
    insert: (ctx, body) => insertVenue(ctx, body as VenueRequest),
  }),
];
