import type { TSchema } from 'typebox';
import {
  CrewHoursConfirmation, CrewSheet, LiveLocation, ProjectCrew, ProjectCrewMember, ProjectCrewRating, ProjectCrewStatus, SecurityCheck,
} from '../../../src/api/contract/crews';
import { FileOf, JsonOrFile } from '../../../src/api/contract/shapes';
import type { AccessRule } from '../../../src/spec/types';
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
import { emptyBody, object, oneOf, optional } from '../../kernel/fields';
import type { Page, Paging } from '../../kernel/paging';
import { idParams, subList } from '../resourceRoutes';
import { signatureBodyLimit, route, type ApiRoute, type SessionContext } from '../../kernel/route';
import { digitalConfirmBody, liveLocationBody, securityCheckParams } from './crewFields';

/**
 * Who reaches the crew calls: full logins and project logins. Which crews they see is decided in the stores
 * (crewAccessStore): members their crews, chiefs theirs, planners all of the tenant, a project login its project's;
 * releasing, signing and confirming hours need the crew's chief, sharing a location and signing a security check a member.
 */
const crewReaders: AccessRule = { tokenTypes: ['user', 'project'] };

/** `?format=pdf` answers a released sheet as a PDF instead of its JSON state. */
const sheetQuery = object({ format: optional(oneOf(['json', 'pdf'] as const), 'json') }, { unknownKeys: 'ignore' });

const pdf = FileOf('application/pdf');

const sheetRoutes = (kind: CrewSheetKind): ApiRoute[] => [
  // The sheet's state (JSON), or with ?format=pdf the released sheet as a PDF.
  route({
    method: 'GET', path: `/projectCrews/:id/${kind}`, access: crewReaders, params: idParams, query: sheetQuery,
    answer: JsonOrFile(CrewSheet, 'application/pdf'),
    handle: (ctx, { params, query }) =>
      query.format === 'pdf' ? downloadCrewSheet(ctx, params.id, kind) : findCrewSheet(ctx, params.id, kind),
  }),
  route({
    method: 'POST', path: `/projectCrews/:id/${kind}/release`, access: crewReaders, params: idParams, body: emptyBody, answer: CrewSheet,
    handle: (ctx, { params }) => releaseCrewSheet(ctx, params.id, kind),
  }),
];

/** Project crews on site: the crew page, its sheets, security checks, live locations and crew checks. */
export const crewRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/projectCrews/:id', access: crewReaders, params: idParams, answer: ProjectCrew,
    handle: (ctx, { params }) => findProjectCrew(ctx, params.id),
  }),
  listOfCrew('/projectCrews/:id/items', ProjectCrewMember, listCrewMembers),
  route({
    method: 'GET', path: '/projectCrews/:id/status', access: crewReaders, params: idParams, answer: ProjectCrewStatus,
    handle: (ctx, { params }) => crewStatusSummary(ctx, params.id),
  }),
  listOfCrew('/projectCrews/:id/ratings', ProjectCrewRating, listCrewRatings),
  ...sheetRoutes('deliveryNote'),
  ...sheetRoutes('crewChiefSheet'),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/projectCrews/:id/deliveryNote/signed', access: crewReaders, params: idParams,
    body: signatureBody, answer: CrewSheet,
    handle: (ctx, { params, body }) => signDeliveryNote(ctx, params.id, body),
  }),
  route({
    method: 'POST', path: '/projectCrews/:id/deliveryNote/signed/send', access: crewReaders, params: idParams, body: emptyBody,
    answer: CrewSheet,
    handle: (ctx, { params }) => sendSignedDeliveryNote(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/projectCrews/:id/digitalConfirm', access: crewReaders, params: idParams, body: digitalConfirmBody,
    answer: CrewHoursConfirmation,
    handle: (ctx, { params, body }) => confirmCrewHours(ctx, params.id, body.remarks),
  }),
  listOfCrew('/projectCrews/:id/securityChecks', SecurityCheck, listSecurityChecks),
  route({
    method: 'GET', path: '/projectCrews/:id/securityChecks/:checkId', access: crewReaders, params: securityCheckParams,
    answer: SecurityCheck,
    handle: (ctx, { params }) => findSecurityCheck(ctx, params.id, params.checkId),
  }),
  route({
    method: 'GET', path: '/projectCrews/:id/securityChecks/:checkId/download', access: crewReaders, params: securityCheckParams,
    answer: pdf,
    handle: (ctx, { params }) => downloadSecurityCheck(ctx, params.id, params.checkId),
  }),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/projectCrews/:id/securityChecks/:checkId/download/signed', access: crewReaders,
    params: securityCheckParams, body: signatureBody, answer: pdf,
    handle: (ctx, { params, body }) => signSecurityCheck(ctx, params.id, params.checkId, body),
  }),
  route({
    method: 'POST', path: '/projectCrews/:id/securityChecks/:checkId/signed/send', access: crewReaders,
    params: securityCheckParams, body: emptyBody, answer: SecurityCheck,
    handle: (ctx, { params }) => sendSignedSecurityCheck(ctx, params.id, params.checkId),
  }),
  listOfCrew('/projectCrews/:id/liveLocations', LiveLocation, listLiveLocations),
  route({
    method: 'POST', path: '/projectCrews/:id/liveLocations', access: crewReaders, params: idParams, body: liveLocationBody,
    status: 201, answer: LiveLocation, handle: (ctx, { params, body }) => shareLiveLocation(ctx, params.id, body),
  }),
  route({
    method: 'GET', path: '/crewChecks/:id/download', access: crewReaders, params: idParams, answer: pdf,
    handle: (ctx, { params }) => downloadCrewCheck(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/crewChecks/:id/download', access: crewReaders, params: idParams, body: emptyBody, answer: pdf,
    handle: (ctx, { params }) => downloadCrewCheck(ctx, params.id),
  }),
  route({
    method: 'GET', path: '/crewChecks/:id/download/signed', access: crewReaders, params: idParams, answer: pdf,
    handle: (ctx, { params }) => downloadSignedCrewCheck(ctx, params.id),
  }),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/crewChecks/:id/download/signed', access: crewReaders, params: idParams,
    body: signatureBody, answer: pdf,
    handle: (ctx, { params, body }) => signCrewCheck(ctx, params.id, body),
  }),
];

/** A paged list of `item` under one crew (`:id`); the store checks the caller may see the crew. */
function listOfCrew<T>(
  path: string, item: TSchema, fetch: (ctx: SessionContext, crewId: number, paging: Paging) => Promise<Page<T>>,
): ApiRoute {
  return subList({ path, access: crewReaders, item, fetch });
}
