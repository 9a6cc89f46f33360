import { Type } from 'typebox';
import {
  ClientRelatedPerson, Person, ProfileAccessGrant, ProfilePicture, type ProfileAccessRequest,
} from '../../../src/api/contract/persons';
import { Activity } from '../../../src/api/contract/reference';
import { FileOf } from '../../../src/api/contract/shapes';
import { checkUpload } from '../../files/checkUpload';
import { file } from '../../kernel/fileField';
import type { UploadedFile } from '../../kernel/uploadedFile';
import { activityBody, insertActivity } from '../../store/activityStore';
import { visiblePerson } from '../../store/personAccess';
import { findPerson, listClientRelatedPersons, listPersons } from '../../store/personStore';
import { grantProfileAccess } from '../../store/profileAccessStore';
import { listProfilePictures, personPicture, profilePictureFile, uploadProfilePicture } from '../../store/profilePictureStore';
import { anySession, anyUser, clientOrPlanner } from '../accessRules';
import { field, nullable, object, optional, text, wholeNumber, type Field, type Problem } from '../../kernel/fields';
import type { Paging } from '../../kernel/paging';
import { filters, idParams, list, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { pushAndVacationRoutes } from './pushAndVacationRoutes';

const id = wholeNumber(1, 2_147_483_647);
const search = optional(nullable(text({ max: 100 })), null);

/** A list of 1 to 10 short codes. */
const codes: Field<string[]> = field(Type.Array(text({ max: 50 }).schema, { minItems: 1, maxItems: 10 }), (value, path, problems) => {
  if (!Array.isArray(value) || value.length === 0 || value.length > 10) {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be a list of 1 to 10 codes' });
    return [];
  }
  return value.map((code, index) => text({ max: 50 })(code, `${path}.${index}`, problems));
});

const accessBody: Field<ProfileAccessRequest> = object({
  contactId: optional(nullable(id), null), userId: optional(nullable(id), null), permissions: codes,
}, {
  unknownKeys: 'reject',
  check: (body): Problem | null => ((body.contactId === null) === (body.userId === null)
    ? { path: 'contactId', message: 'give exactly one of contactId and userId' } : null),
});

const pictureBody: Field<{ file: UploadedFile }> = object({ file: file() }, { unknownKeys: 'reject' });

/** Persons, their pictures, profile access and activities (other persons' sub-resources belong to other parts). */
export const personRoutes: readonly ApiRoute[] = [
  list({
    path: '/persons', access: { rights: ['persons.READ'] }, item: Person, filters: filters({ q: search, region: search }),
    fetch: (ctx, query: { q: string | null; region: string | null } & Paging) => listPersons(ctx, query),
  }),
  route({
    method: 'GET', path: '/persons/:id', access: anyUser, params: idParams, answer: Person,
    summary: "A person's data: one's own for anyone (the profile), any person's of the tenant with persons.READ",
    handle: (ctx, { params }) => findPerson(ctx, params.id),
  }),
  list({ path: '/personsClientRelated', access: clientOrPlanner, item: ClientRelatedPerson, fetch: (ctx, query: Paging) => listClientRelatedPersons(ctx, query) }),
  route({
    method: 'GET', path: '/persons/:id/picture', access: anySession, params: idParams, answer: FileOf('application/octet-stream'),
    handle: (ctx, { params }) => personPicture(ctx, params.id),
  }),
  subList({ path: '/persons/:id/profilePictures', access: anyUser, item: ProfilePicture, fetch: listProfilePictures }),
  route({
    method: 'POST', path: '/persons/:id/profilePictures', access: anyUser, params: idParams, body: pictureBody, status: 201,
    answer: ProfilePicture,
    handle: async (ctx, { params, body }) => {
      await visiblePerson(ctx, params.id);
      const checked = await checkUpload(body.file, { kinds: ['png', 'jpeg', 'webp', 'heic'], maxBytes: 5 * 1024 * 1024 }, 'file');
      return uploadProfilePicture(ctx, params.id, body.file, checked);
    },
  }),
  route({
    method: 'GET', path: '/profilePictures/:id/file', access: anyUser, params: idParams, answer: FileOf('application/octet-stream'),
    handle: (ctx, { params }) => profilePictureFile(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/persons/:id/profileAccess', access: anyUser, params: idParams, body: accessBody, status: 201,
    answer: ProfileAccessGrant,
    handle: (ctx, { params, body }) => grantProfileAccess(ctx, params.id, body),
  }),
  route({
    method: 'POST', path: '/persons/:id/activities', access: anyUser, params: idParams, body: activityBody, status: 201,
    answer: Activity,
    handle: async (ctx, { params, body }): Promise<Activity> => {
      const personId = await visiblePerson(ctx, params.id);
      return insertActivity(ctx.db, {
        tenantId: ctx.tenant.id, subjectType: 'person', subjectId: personId, payload: body,
        createdBy: ctx.principal.userId, today: ctx.today,
      });
    },
  }),
  ...pushAndVacationRoutes,
];
