import {
  WorkedHours, WorkedHoursApproved, workedHoursApproval, workedHoursCorrection, workedHoursEntry, type WorkedHoursState,
} from '../../../src/ground/contract';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { emptyBody, isoDate, nullable, oneOf, optional, text } from '../../../src/ground/contract/fields/fields';
import { route, type ApiRoute } from '../../kernel/route';
import { confirmWorkedHours, enterWorkedHours, listCrewWorkedHours } from '../../store/workedHours/crewWorkedHours';
import { approveWorkedHours, correctWorkedHours, listWorkedHours } from '../../store/workedHours/officeWorkedHours';
import { filters, idParams, list, subList } from '../resourceRoutes';

/** Crew members, chiefs and planners reach a crew's hours; the store decides whose (`crewWorkedHours.ts`). */
const crewReaders: AccessRule = { tokenTypes: ['user', 'project'] };
/** The office approves hours: an office login with `payrolls.APPROVE`. */
const approvesHours: AccessRule = { loginTypes: ['office'], rights: ['payrolls.APPROVE'] };

const states: readonly WorkedHoursState[] = ['checkedIn', 'toConfirm', 'confirmed', 'approved'];
const officeFilters = filters({
  state: optional(nullable(oneOf(states)), null), projectNumber: optional(nullable(text({ max: 50 })), null),
  from: optional(nullable(isoDate()), null), to: optional(nullable(isoDate()), null),
});

/** Worked hours (issue 37): planned beside worked per crew item's day, confirmed by the chief, approved by the office. */
export const workedHoursRoutes: readonly ApiRoute[] = [
  subList({
    path: '/projectCrews/:id/workedHours', access: crewReaders, item: WorkedHours, fetch: listCrewWorkedHours,
    summary: "List a crew's days, planned beside worked",
    description: 'Every day of a confirmed crew item up to today: a member sees their own, the chief and planners everyone\'s, a project '
      + 'login none. 404 for a crew the caller does not see.',
  }),
  route({
    method: 'POST', path: '/projectCrews/:id/workedHours', access: crewReaders, params: idParams, body: workedHoursEntry, status: 201,
    answer: WorkedHours, summary: 'Enter the hours of a day one could not check in on, with the reason',
    description: 'A member of the crew, for a day of their own crew item that has come; 409 when the day has hours already.',
    handle: (ctx, { params, body }) => enterWorkedHours(ctx, params.id, body),
  }),
  route({
    method: 'POST', path: '/workedHours/:id/confirm', access: crewReaders, params: idParams, body: emptyBody, answer: WorkedHours,
    summary: "Confirm a crew member's hours of a day", description: "The crew's chief; 409 while checked in or once confirmed.",
    handle: (ctx, { params }) => confirmWorkedHours(ctx, params.id),
  }),
  list({
    path: '/workedHours', access: approvesHours, item: WorkedHours, filters: officeFilters,
    summary: "List the tenant's recorded days of work, oldest first",
    description: '`state` keeps one state, `projectNumber` one project, `from` and `to` a period (days inclusive).',
    fetch: (ctx, query) => listWorkedHours(ctx, query),
  }),
  route({
    method: 'POST', path: '/workedHours/:id/correct', access: approvesHours, params: idParams, body: workedHoursCorrection, answer: WorkedHours,
    summary: 'Correct the hours to pay of a day, with the reason', description: 'The reason is kept (and shown on the payroll item); 409 once approved.',
    handle: (ctx, { params, body }) => correctWorkedHours(ctx, params.id, body),
  }),
  route({
    method: 'POST', path: '/workedHours/approve', access: approvesHours, body: workedHoursApproval, answer: WorkedHoursApproved,
    summary: 'Approve the confirmed hours of a project or period',
    description: "Rounds each day's hours by the company's rules (to `hoursRoundingMinutes`, at least `minimumCallHours`), or takes the "
      + "office's correction, and makes each a payroll item waiting for the crew member's confirmation.",
    handle: (ctx, { body }) => approveWorkedHours(ctx, body),
  }),
];
