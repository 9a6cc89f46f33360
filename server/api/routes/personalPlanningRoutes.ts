import { Type } from 'typebox';
import {
  Availability, availabilityRequest, BlockDate, blockDateRequest, PlannerPlanningItem, PlanningItem,
} from '../../../src/ground/contract';
import { deleteBlockDate, insertBlockDate } from '../../store/blockDateStore';
import { deleteAvailability, insertAvailability } from '../../store/availabilityStore';
import { listCalendarItems } from '../../store/planningItemStore';
import { crew } from '../accessRules';
import { isoDate, notBefore, optional } from '../../../src/ground/contract/fields/fields';
import { create, filters, list, remove } from '../resourceRoutes';
import type { ApiRoute } from '../../kernel/route';

/** A crew member's own calendar (or a client's or planner's planning calendar) and blocked dates. */
export const personalPlanningRoutes: readonly ApiRoute[] = [
  list({
    // A crew member's own items; a client's or planner's planning calendar also says whose each is, and its colour.
    path: '/planningCalendarItems', access: { loginTypes: ['crew', 'client', 'planner'] }, item: Type.Union([PlanningItem, PlannerPlanningItem]),
    summary: "List the caller's calendar items between two dates",
    description: 'A crew member: their own jobs, blocked dates, vacations, sick days, absences and bank holidays. A client or planner '
      + 'with planningCalendar.READ: the planning calendar of the people in their crews, from one month back unless `from` says; '
      + 'a client sees only that a person is unavailable, not why. `from` and `to` may each be left open.',
    filters: filters({ from: optional(isoDate(), null), to: optional(isoDate(), null) }, notBefore('from', 'to')),
    fetch: listCalendarItems,
  }),
  create({
    path: '/blockDates', access: crew, body: blockDateRequest, answer: BlockDate, insert: insertBlockDate,
    summary: 'Block dates when the caller cannot work', description: 'Without `endDate`, one day.',
  }),
  remove({
    path: '/blockDates/:id', access: crew, notFound: 'Block date not found', delete: deleteBlockDate,
    summary: "Delete one of the caller's block dates",
  }),
  create({
    path: '/availabilities', access: crew, body: availabilityRequest, answer: Availability, insert: insertAvailability,
    summary: 'Mark days (or a part of each) when the caller can work',
    description: 'Without `endDate`, one day; without `part`, the whole day. Their planners see it on the planning calendar, and '
      + 'find best person ranks them higher on those days.',
  }),
  remove({
    path: '/availabilities/:id', access: crew, notFound: 'Availability not found', delete: deleteAvailability,
    summary: "Delete one of the caller's availabilities",
  }),
];
