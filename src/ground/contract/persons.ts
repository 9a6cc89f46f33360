import { Type, type Static } from 'typebox';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { crossCheck, field, isoDate, notBefore, nullable, object, optional, text, wholeNumber, type Field, type FieldInput } from './fields/fields';
import { anId } from './fields/valueFields';
import { base64urlKey, httpsUrl } from './fields/webPushFields';

/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** Which map app addresses open in. */
export const MapService = OneOf(['google', 'apple', 'openStreetMap'], 'Which map app addresses open in.');
export type MapService = Static<typeof MapService>;

/** `GET /persons`, `GET /persons/{id}`: a person of the tenant with their personal data (one's own, or anyone's with persons.READ). */
export const Person = Shape({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  name: Type.String(),
  contactNumber: Nullable(Type.String()),
  personal: Type.Boolean({ description: 'False for shared (non-personal) accounts.' }),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  street: Nullable(Type.String()),
  postalCode: Nullable(Type.String()),
  city: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  region: Nullable(Type.String({ description: 'Code of `GET /regions`.' })),
  nationality: Nullable(Type.String({ description: 'Code of `GET /nationalities`.' })),
  birthDate: Nullable(IsoDate),
  timeZone: Type.String(),
  mapService: MapService,
  pictureUrl: Type.String({ description: '`/api/v1/persons/{id}/picture`: the approved picture, or an avatar with initials.' }),
}, 'A person of the tenant with their personal data: one\'s own, or anyone\'s with persons.READ.');
export type Person = Static<typeof Person>;

/** `GET /personsClientRelated`: a crew member who worked on the client's projects (no private details). */
export const ClientRelatedPerson = Shape({
  id: Id,
  name: Type.String(),
  functions: Type.Array(Type.String(), { description: 'Functions they worked in on the client\'s projects.' }),
  projects: Type.Integer({ description: 'How many of the client\'s projects they worked on.' }),
  lastWorkedOn: IsoDate,
  pictureUrl: Type.String(),
  ratingAverage: Nullable(Type.Number({ description: 'The average score of all their ratings, rounded to two decimals; null when not rated.' })),
  ratingCount: Type.Integer({ minimum: 0, description: 'How many ratings they have.' }),
}, 'A crew member who worked on the client\'s projects (no private details).');
export type ClientRelatedPerson = Static<typeof ClientRelatedPerson>;

/** `GET /persons/{id}/profilePictures`: an uploaded photo; new ones wait for approval (section 4). */
export const ProfilePicture = Shape({
  id: Id,
  status: OneOf(['pending', 'approved', 'rejected'], 'New photos wait for approval (section 4).'),
  fileName: Type.String(),
  mimeType: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  uploadedAt: IsoDateTime,
  reviewedAt: Nullable(IsoDateTime),
  fileUrl: Type.String({ description: '`/api/v1/profilePictures/{id}/file`.' }),
}, 'An uploaded photo of a person; new ones wait for approval (section 4).');
export type ProfilePicture = Static<typeof ProfilePicture>;

/** A list of 1 to 10 short codes. */
const codes: Field<string[]> = field(Type.Array(text({ max: 50 }).schema, { minItems: 1, maxItems: 10 }), (value, path, problems) => {
  if (!Array.isArray(value) || value.length === 0 || value.length > 10) {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be a list of 1 to 10 codes' });
    return [];
  }
  return value.map((code, index) => text({ max: 50 })(code, `${path}.${index}`, problems));
});

/**
 * `POST /persons/{id}/profileAccess` body: give one contact (client) or one user (planner) access, with `permissions`,
 * codes of `GET /permissionTypes` (1 to 10).
 */
export const profileAccessRequest = object({
  contactId: optional(nullable(anId()), null), userId: optional(nullable(anId()), null), permissions: codes,
}, {
  unknownKeys: 'reject',
  check: crossCheck((body: { contactId: number | null; userId: number | null }) => ((body.contactId === null) === (body.userId === null)
    ? { path: 'contactId', message: 'give exactly one of contactId and userId' } : null), {
    schema: { oneOf: ['contactId', 'userId'].map((key) => ({ required: [key], properties: { [key]: { type: 'integer' } } })) },
    says: { contactId: 'Exactly one of contactId and userId is given; the other is null or left out.' },
  }),
});
/** What the app sends to `POST /persons/{id}/profileAccess`. */
export type ProfileAccessRequest = FieldInput<typeof profileAccessRequest>;

/** A grant of access to a profile, as answered by `POST /persons/{id}/profileAccess`. */
export const ProfileAccessGrant = Shape({
  id: Id,
  personId: Id,
  grantee: Shape({ type: OneOf(['contact', 'user']), id: Id, name: Type.String() }),
  permissions: Type.Array(Type.String(), { description: 'Codes of `GET /permissionTypes`.' }),
  grantedAt: IsoDateTime,
}, 'A grant of access to a profile.');
export type ProfileAccessGrant = Static<typeof ProfileAccessGrant>;

/** `POST /setPushNotificationSubscription` body: a browser's Web Push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionRequest = object({
  endpoint: httpsUrl,
  expirationTime: optional(nullable(wholeNumber(0, Number.MAX_SAFE_INTEGER)), null),
  keys: object({ p256dh: base64urlKey(65), auth: base64urlKey(16) }, { unknownKeys: 'reject' }),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /setPushNotificationSubscription`. */
export type PushSubscriptionRequest = FieldInput<typeof pushSubscriptionRequest>;

/** `POST /deletePushNotificationSubscription` body. */
export const pushUnsubscribeRequest = object({ endpoint: httpsUrl }, { unknownKeys: 'reject' });
/** What the app sends to `POST /deletePushNotificationSubscription`. */
export type PushUnsubscribeRequest = FieldInput<typeof pushUnsubscribeRequest>;

/** The answer to both push calls: whether this endpoint now gets the caller's notifications. */
export const PushSubscriptionState = Shape(
  { endpoint: Type.String(), subscribed: Type.Boolean() },
  'Whether this endpoint now gets the caller\'s notifications.',
);
export type PushSubscriptionState = Static<typeof PushSubscriptionState>;

/** `true` or `false` as JSON (not text). */
const jsonBoolean: Field<boolean> = field(Type.Boolean(), (value, path, problems) => {
  if (typeof value !== 'boolean') problems.push({ path, message: value === undefined ? 'is required' : 'must be true or false' });
  return value as boolean;
});

/** `POST /vacationRequests` body; a single day when `endDate` is absent. */
export const vacationRequestBody = object({
  startDate: isoDate(),
  endDate: optional(nullable(isoDate()), null),
  paid: jsonBoolean,
  reason: text({ max: 500 }),
}, {
  unknownKeys: 'reject',
  check: notBefore('startDate', 'endDate'),
});
/** What the app sends to `POST /vacationRequests`. */
export type VacationRequestBody = FieldInput<typeof vacationRequestBody>;

/** `GET /vacationRequests`: one of the caller's requests; only a requested one can be withdrawn. */
export const VacationRequest = Shape({
  id: Id,
  startDate: IsoDate,
  endDate: IsoDate,
  paid: Type.Boolean(),
  reason: Type.String(),
  status: OneOf(['requested', 'approved', 'declined'], 'Only a requested one can be withdrawn.'),
  createdAt: IsoDateTime,
}, 'One of the caller\'s vacation requests.');
export type VacationRequest = Static<typeof VacationRequest>;

/** `POST /forgottenPassword` body. */
export const forgottenPasswordRequest = object({ username: text({ max: 320 }) }, { unknownKeys: 'reject' });
/** What the app sends to `POST /forgottenPassword`. */
export type ForgottenPasswordRequest = FieldInput<typeof forgottenPasswordRequest>;

const passwordText = text({ trim: false, max: 1024 });
/** A new password: 8 to 1024 characters (as sent, not trimmed), not only spaces. */
const newPassword: Field<string> = field({
  ...passwordText.schema, minLength: 8, pattern: '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$',
  description: 'At least 8 characters, not only spaces; kept as sent (not trimmed).',
}, (value, path, problems) => {
  const before = problems.length;
  const password = passwordText(value, path, problems);
  if (problems.length === before && ([...password].length < 8 || password.trim().length === 0)) {
    problems.push({ path, message: 'must be at least 8 characters' });
  }
  return password;
});

/** `POST /forgottenPassword/{token}` body: the new password, at least 8 characters. */
export const newPasswordRequest = object({ password: newPassword }, { unknownKeys: 'reject' });
/** What the app sends to `POST /forgottenPassword/{token}`. */
export type NewPasswordRequest = FieldInput<typeof newPasswordRequest>;

/** The answer to both forgotten-password calls: a sentence for the person (it never says whether a login exists). */
export const ForgottenPasswordAnswer = Shape(
  { message: Type.String() },
  'A sentence for the person (it never says whether a login exists).',
);
export type ForgottenPasswordAnswer = Static<typeof ForgottenPasswordAnswer>;
