import type { TSchema } from 'typebox';
import {
  CrewHoursConfirmation, CrewSheet, LiveLocation, ProjectCrew, ProjectCrewMember, ProjectCrewRating, ProjectCrewStatus, SecurityCheck,
} from '../../../src/ground/contract/crews';
import { FileOf, JsonOrFile } from '../../../src/ground/contract/shapes';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { signatureBody } from '../../files/pngSignature';
import { downloadCrewCheck, downloadSignedCrewCheck, signCrewCheck } from '../../store/crewCheckStore';
import { confirmCrewHours } from '../../store/crewHoursStore';
import { listCrewRatings } from '../../store/crewRatingStore';
import {
  downloadCrewSheet, findCrewSheet, releaseCrewSheet, sendSignedDeliveryNote, signDeliveryNote, type CrewSheetKind,
} from '../../store/crewSheetStore';
import { listLiveLocations, shareLiveLocation } from '../../store/liveLocationStore';
import { crewStatusSummary, findProjectCrew, listCrewMembers } from '../../store/projectCrewStore';
import {
  downloadSecurityCheck, findSecurityCheck, listSecurityChecks, sendSignedSecurityCheck, signSecurityCheck,
} from '../../store/securityCheckStore';
import { emptyBody, object, oneOf, optional } from '../../../src/ground/contract/fields/fields';
import type { Page, Paging } from '../../kernel/paging';
import { idParams, subList } from '../resourceRoutes';
import { signatureBodyLimit, route, type ApiRoute, type SessionContext } from '../../kernel/route';
import { liveLocationBody, securityCheckParams } from './crewFields';
import { digitalConfirmRequest } from '../../../src/ground/contract/crews';

/**
 * Who reaches the crew calls: full logins and project logins. Which crews they see is decided in the stores
 * (crewAccessStore): members their crews, chiefs theirs, planners all of the tenant, a project login its project's;
 * releasing, signing and confirming hours need the crew's chief, sharing a location and signing a security check a member.
 */
const crewReaders: AccessRule = { tokenTypes: ['user', 'project'] };

/** Who sees a crew check (`crewCheckStore.ts`), for the reference. */
const seesCrewCheck = "One's own, or any of a crew one chiefs or plans, or of a project login's own project; 404 otherwise.";

/** `?format=pdf` answers a released sheet as a PDF instead of its JSON state. */
const sheetQuery = object({ format: optional(oneOf(['json', 'pdf'] as const), 'json') }, { unknownKeys: 'ignore' });

const pdf = FileOf('application/pdf');

/** What a summary calls each sheet. */
const sheetWords: Record<CrewSheetKind, string> = { deliveryNote: 'delivery note', crewChiefSheet: 'crew chief sheet' };

const sheetRoutes = (kind: CrewSheetKind): ApiRoute[] => [
  // The sheet's state (JSON), or with ?format=pdf the released sheet as a PDF.
  route({
    method: 'GET', path: `/projectCrews/:id/${kind}`, access: crewReaders, params: idParams, query: sheetQuery,
    answer: JsonOrFile(CrewSheet, 'application/pdf'),
    summary: `Get a crew's ${sheetWords[kind]}: its state, or with ?format=pdf the PDF`,
    description: 'The PDF only once the sheet is released (409 before), signed when it is. 404 for a crew the caller does not see.',
    handle: (ctx, { params, query }) =>
      query.format === 'pdf' ? downloadCrewSheet(ctx, params.id, kind) : findCrewSheet(ctx, params.id, kind),
  }),
  route({
    method: 'POST', path: `/projectCrews/:id/${kind}/release`, access: crewReaders, params: idParams, body: emptyBody, answer: CrewSheet,
    summary: `Release a crew's ${sheetWords[kind]}`, description: "The crew's chief only; 409 when it is already released.",
    handle: (ctx, { params }) => releaseCrewSheet(ctx, params.id, kind),
  }),
];

/** Project crews on site: the crew page, its sheets, security checks, live locations and crew checks. */
export const crewRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/projectCrews/:id', access: crewReaders, params: idParams, answer: ProjectCrew,
    summary: 'Get the crew page of a project crew',
    description: 'Members see their crews, chiefs theirs, planners every crew of the tenant, a project login its project\'s; 404 otherwise.',
    handle: (ctx, { params }) => findProjectCrew(ctx, params.id),
  }),
  listOfCrew('/projectCrews/:id/items', ProjectCrewMember, listCrewMembers, "List a crew's items by date, with the persons planned on them"),
  route({
    method: 'GET', path: '/projectCrews/:id/status', access: crewReaders, params: idParams, answer: ProjectCrewStatus,
    summary: "Count a crew's positions in each status",
    handle: (ctx, { params }) => crewStatusSummary(ctx, params.id),
  }),
  listOfCrew('/projectCrews/:id/ratings', ProjectCrewRating, listCrewRatings, "List the ratings given for work on a crew's items",
    'A crew member sees only their own; the chief, planners and the project login all.'),
  ...sheetRoutes('deliveryNote'),
  ...sheetRoutes('crewChiefSheet'),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/projectCrews/:id/deliveryNote/signed', access: crewReaders, params: idParams,
    body: signatureBody, answer: CrewSheet,
    summary: "Sign a crew's released delivery note", description: "The crew's chief only; 409 before release or once signed.",
    handle: (ctx, { params, body }) => signDeliveryNote(ctx, params.id, body),
  }),
  route({
    method: 'POST', path: '/projectCrews/:id/deliveryNote/signed/send', access: crewReaders, params: idParams, body: emptyBody,
    answer: CrewSheet, summary: "Send a crew's signed delivery note by e-mail",
    description: "The crew's chief only; 409 before it is signed. The reference server records and logs the sending: it runs no mail server.",
    handle: (ctx, { params }) => sendSignedDeliveryNote(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/projectCrews/:id/digitalConfirm', access: crewReaders, params: idParams, body: digitalConfirmRequest,
    answer: CrewHoursConfirmation, summary: "Confirm a crew's hours digitally", description: "The crew's chief, once (409 after).",
    handle: (ctx, { params, body }) => confirmCrewHours(ctx, params.id, body.remarks),
  }),
  listOfCrew('/projectCrews/:id/securityChecks', SecurityCheck, listSecurityChecks, "List a crew's security checks, by date and shift"),
  route({
    method: 'GET', path: '/projectCrews/:id/securityChecks/:checkId', access: crewReaders, params: securityCheckParams,
    answer: SecurityCheck, summary: 'Get one security check of a crew', description: '404 when the check is not that crew\'s.',
    handle: (ctx, { params }) => findSecurityCheck(ctx, params.id, params.checkId),
  }),
  route({
    method: 'GET', path: '/projectCrews/:id/securityChecks/:checkId/download', access: crewReaders, params: securityCheckParams,
    answer: pdf, summary: 'Download a security check as a PDF',
    handle: (ctx, { params }) => downloadSecurityCheck(ctx, params.id, params.checkId),
  }),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/projectCrews/:id/securityChecks/:checkId/download/signed', access: crewReaders,
    params: securityCheckParams, body: signatureBody, answer: pdf, summary: 'Sign a security check and download the signed PDF',
    description: 'A member of the crew or its chief, once (409 after).',
    handle: (ctx, { params, body }) => signSecurityCheck(ctx, params.id, params.checkId, body),
  }),
  route({
    method: 'POST', path: '/projectCrews/:id/securityChecks/:checkId/signed/send', access: crewReaders,
    params: securityCheckParams, body: emptyBody, answer: SecurityCheck, summary: 'Send a signed security check by e-mail',
    description: '409 before it is signed. The reference server records and logs the sending: it runs no mail server.',
    handle: (ctx, { params }) => sendSignedSecurityCheck(ctx, params.id, params.checkId),
  }),
  listOfCrew('/projectCrews/:id/liveLocations', LiveLocation, listLiveLocations,
    "List the latest position of each crew member who shared one in the last 12 hours"),
  route({
    method: 'POST', path: '/projectCrews/:id/liveLocations', access: crewReaders, params: idParams, body: liveLocationBody,
    status: 201, answer: LiveLocation, handle: (ctx, { params, body }) => shareLiveLocation(ctx, params.id, body),
    summary: "Share the caller's position with their crew, or check in or out there",
    description: 'A member of the crew or its chief. As a check-in or check-out it also records the crew check at that time and '
      + 'place: a check-in needs no open check-in, a check-out needs one (409).',
  }),
  route({
    method: 'GET', path: '/crewChecks/:id/download', access: crewReaders, params: idParams, answer: pdf,
    summary: 'Download a crew check (a check-in or check-out) as a PDF', description: seesCrewCheck,
    handle: (ctx, { params }) => downloadCrewCheck(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/crewChecks/:id/download', access: crewReaders, params: idParams, body: emptyBody, answer: pdf,
    summary: 'Download a crew check as a PDF (as the GET)', description: seesCrewCheck,
    handle: (ctx, { params }) => downloadCrewCheck(ctx, params.id),
  }),
  route({
    method: 'GET', path: '/crewChecks/:id/download/signed', access: crewReaders, params: idParams, answer: pdf,
    summary: 'Download a signed crew check as a PDF', description: `409 when it is not signed yet. ${seesCrewCheck}`,
    handle: (ctx, { params }) => downloadSignedCrewCheck(ctx, params.id),
  }),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/crewChecks/:id/download/signed', access: crewReaders, params: idParams,
    body: signatureBody, answer: pdf, summary: 'Sign a crew check and download the signed PDF',
    description: 'The person checked or their crew chief, once (409 after).',
    handle: (ctx, { params, body }) => signCrewCheck(ctx, params.id, body),
  }),
];

/** A paged list of `item` under one crew (`:id`); the store checks the caller may see the crew (404 otherwise). */
function listOfCrew<T>(
  path: string, item: TSchema, fetch: (ctx: SessionContext, crewId: number, paging: Paging) => Promise<Page<T>>,
  summary: string, description?: string,
): ApiRoute {
  return subList({ path, access: crewReaders, item, fetch, summary, description });
}
