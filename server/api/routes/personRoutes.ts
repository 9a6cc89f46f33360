import {
  ClientRelatedPerson, Person, ProfileAccessGrant, ProfilePicture, profileAccessRequest,
} from '../../../src/ground/contract/persons';
import { Activity } from '../../../src/ground/contract/reference';
import { FileOf } from '../../../src/ground/contract/shapes';
import { checkUpload, mediaTypeOf } from '../../files/checkUpload';
import { file } from '../../kernel/fileField';
import type { UploadedFile } from '../../kernel/uploadedFile';
import { activityRequest } from '../../../src/ground/contract/reference';
import { writeActivity } from '../../store/messages/writeActivity';
import { visiblePerson } from '../../store/personAccess';
import { findPerson, listClientRelatedPersons, listPersons } from '../../store/personStore';
import { grantProfileAccess } from '../../store/profileAccessStore';
import { listProfilePictures, personPicture, profilePictureFile, uploadProfilePicture } from '../../store/profilePictureStore';
import { anySession, anyUser, clientOrPlanner } from '../accessRules';
import { nullable, object, optional, text, type Field } from '../../../src/ground/contract/fields/fields';
import type { Paging } from '../../kernel/paging';
import { filters, idParams, list, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { pushAndVacationRoutes } from './pushAndVacationRoutes';

const search = optional(nullable(text({ max: 100 })), null);

const pictureBody: Field<{ file: UploadedFile }> = object({ file: file() }, { unknownKeys: 'reject' });
/** What a photo may be; the demo's pictures, and the avatar of a person without an approved photo, are SVG. */
const photoKinds = ['png', 'jpeg', 'webp', 'heic'] as const;
const picture = FileOf(...photoKinds.map(mediaTypeOf), 'image/svg+xml');

/** Persons, their pictures, profile access and activities (other persons' sub-resources belong to other parts). */
export const personRoutes: readonly ApiRoute[] = [
  list({
    path: '/persons', access: { rights: ['persons.READ'] }, item: Person, filters: filters({ q: search, region: search }),
    summary: "List the tenant's persons by name",
    description: '`q` finds text in the name, or a whole contact number or e-mail address (any case); `region` keeps one region code.',
    fetch: (ctx, query: { q: string | null; region: string | null } & Paging) => listPersons(ctx, query),
  }),
  route({
    method: 'GET', path: '/persons/:id', access: anyUser, params: idParams, answer: Person,
    summary: "Get one person's data",
    description: 'One\'s own for anyone (the profile); any person of the tenant with persons.READ. Any other id answers 404.',
    handle: (ctx, { params }) => findPerson(ctx, params.id),
  }),
  list({
    path: '/personsClientRelated', access: clientOrPlanner, item: ClientRelatedPerson, summary: "List the crew who worked on the caller's projects",
    description: 'Crew with a crew item not cancelled on a project of the caller\'s client companies (a planner: of any client company), '
      + 'who worked most recently first, each with the average and count of their ratings.',
    fetch: (ctx, query: Paging) => listClientRelatedPersons(ctx, query),
  }),
  route({
    method: 'GET', path: '/persons/:id/picture', access: anySession, params: idParams, answer: picture,
    summary: "Get a person's face: their latest approved photo, else an avatar",
    description: 'The avatar is an SVG with the person\'s initials, sent as an attachment. Seen by whoever sees the person, a user '
      + 'with crewProfile.READ, and a project login for the crew of its own project; 404 for anyone else.',
    handle: (ctx, { params }) => personPicture(ctx, params.id),
  }),
  subList({
    path: '/persons/:id/profilePictures', access: anyUser, item: ProfilePicture, fetch: listProfilePictures,
    summary: "List the photos a person uploaded, newest first, with their approval",
    description: 'One\'s own, or any person\'s of the tenant with persons.READ; 404 otherwise.',
  }),
  route({
    method: 'POST', path: '/persons/:id/profilePictures', access: anyUser, params: idParams, body: pictureBody, status: 201,
    answer: ProfilePicture, summary: 'Upload a new photo of oneself, to be approved',
    description: 'PNG, JPEG, WebP or HEIC (by content) of at most 5 MB. A photo still waiting for approval is replaced. Only the '
      + 'person themselves: 403 for a person the caller only reads, 404 for one they do not see.',
    handle: async (ctx, { params, body }) => {
      await visiblePerson(ctx, params.id);
      const checked = await checkUpload(body.file, { kinds: photoKinds, maxBytes: 5 * 1024 * 1024 }, 'file');
      return uploadProfilePicture(ctx, params.id, body.file, checked);
    },
  }),
  route({
    method: 'GET', path: '/profilePictures/:id/file', access: anyUser, params: idParams, answer: picture,
    summary: "Get an uploaded photo's file, approved or not",
    description: 'When its person is the caller, or with persons.READ any person of the tenant; 404 otherwise.',
    handle: (ctx, { params }) => profilePictureFile(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/persons/:id/profileAccess', access: anyUser, params: idParams, body: profileAccessRequest, status: 201,
    answer: ProfileAccessGrant, summary: "Share a person's profile with a client contact or a planner",
    description: 'By the person themselves, or by a planner with crewProfile.CONTACT. Exactly one of `contactId` (a contact of the '
      + 'tenant) and `userId` (a client or planner login); `permissions` are codes of `GET /permissionTypes`. Sharing again '
      + 'with the same grantee replaces the permissions.',
    handle: (ctx, { params, body }) => grantProfileAccess(ctx, params.id, body),
  }),
  route({
    method: 'POST', path: '/persons/:id/activities', access: anyUser, params: idParams, body: activityRequest, status: 201,
    answer: Activity, summary: 'Write an activity about a person',
    description: 'About oneself, or any person of the tenant with persons.READ (404 otherwise). A to-do is due tomorrow with priority '
      + '1 unless the parameters say otherwise; the person it is addressed to (`parameters.recipient`) is told by push when subscribed.',
    handle: async (ctx, { params, body }): Promise<Activity> => {
      const personId = await visiblePerson(ctx, params.id);
      return writeActivity(ctx, { type: 'person', id: personId }, body);
    },
  }),
  ...pushAndVacationRoutes,
];
