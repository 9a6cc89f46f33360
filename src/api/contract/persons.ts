/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** `GET /persons`: a person of the tenant as planners and office see them. */
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  contactNumber: string | null;
  /** False for shared (non-personal) accounts. */
  personal: boolean;
  email: string | null;
  phone: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
  /** Code of `GET /regions`. */
  region: string | null;
  /** Code of `GET /nationalities`. */
  nationality: string | null;
  birthDate: string | null;
  timeZone: string;
  /** Which map app addresses open in. */
  mapService: 'google' | 'apple' | 'openStreetMap';
  /** `/api/v1/persons/{id}/picture`: the approved picture, or an avatar with initials. */
  pictureUrl: string;
}

/** `GET /personsClientRelated`: a crew member who worked on the client's projects (no private details). */
export interface ClientRelatedPerson {
  id: number;
  name: string;
  /** Functions they worked in on the client's projects. */
  functions: string[];
  /** How many of the client's projects they worked on. */
  projects: number;
  lastWorkedOn: string;
  pictureUrl: string;
}

/** `GET /persons/{id}/profilePictures`: an uploaded photo; new ones wait for approval (section 4). */
export interface ProfilePicture {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  fileName: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  uploadedAt: string;
  reviewedAt: string | null;
  /** `/api/v1/profilePictures/{id}/file`. */
  fileUrl: string;
}

/** `POST /persons/{id}/profileAccess` body: give one contact (client) or one user (planner) access. */
export interface ProfileAccessRequest {
  contactId?: number | null;
  userId?: number | null;
  /** Codes of `GET /permissionTypes`, at least one. */
  permissions: string[];
}

/** A grant of access to a profile, as answered by `POST /persons/{id}/profileAccess`. */
export interface ProfileAccessGrant {
  id: number;
  personId: number;
  grantee: { type: 'contact' | 'user'; id: number; name: string };
  permissions: string[];
  grantedAt: string;
}

/** `POST /setPushNotificationSubscription` body: a browser's Web Push subscription (PushSubscription.toJSON()). */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** `POST /deletePushNotificationSubscription` body. */
export interface PushUnsubscribeRequest { endpoint: string }

/** The answer to both push calls: whether this endpoint now gets the caller's notifications. */
export interface PushSubscriptionState { endpoint: string; subscribed: boolean }

/** `POST /vacationRequests` body; a single day when `endDate` is absent. */
export interface VacationRequestBody {
  startDate: string;
  endDate?: string | null;
  paid: boolean;
  reason: string;
}

/** `GET /vacationRequests`: one of the caller's requests; only a requested one can be withdrawn. */
export interface VacationRequest {
  id: number;
  startDate: string;
  endDate: string;
  paid: boolean;
  reason: string;
  status: 'requested' | 'approved' | 'declined';
  createdAt: string;
}

/** `POST /forgottenPassword` body. */
export interface ForgottenPasswordRequest { username: string }

/** `POST /forgottenPassword/{token}` body: the new password, at least 8 characters. */
export interface NewPasswordRequest { password: string }

/** The answer to both forgotten-password calls: a sentence for the person (it never says whether a login exists). */
export interface ForgottenPasswordAnswer { message: string }
