import { Venue, venueRequest } from '../../../src/ground/contract/projects';
import { findVenue, insertVenue, searchVenues } from '../../store/venueStore';
import { anyUser, planner } from '../accessRules';
import { optional, text } from '../../../src/ground/contract/fields/fields';
import { create, filters, getOne, list } from '../resourceRoutes';
import type { ApiRoute } from '../../kernel/route';

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
    body: venueRequest,
    insert: insertVenue,
  }),
];
