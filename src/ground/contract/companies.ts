import { Type, type Static } from 'typebox';
import { MapService } from './persons';
import { Id, IsoDateTime, Nullable, Shape } from './shapes';

/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** `GET /companies`, `/companies/{id}`, `/tenant/companies`: a client company, or one of the tenant's own. */
export const Company = Shape({
  id: Id,
  name: Type.String(),
  clientMark: Type.String({ description: 'Short code the client is known by on projects, e.g. `SSE`.' }),
  own: Type.Boolean({ description: 'True for the tenant\'s own companies (`GET /tenant/companies`).' }),
  address: Shape({ street: Type.String(), postalCode: Type.String(), city: Type.String(), countryCode: Type.String() }),
  vatNumber: Nullable(Type.String()),
  chamberOfCommerce: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  logoUrl: Nullable(Type.String()),
}, 'A client company, or one of the tenant\'s own.');
export type Company = Static<typeof Company>;

/** `GET /companies/{id}/settings` (kept in appCache.companySettings). */
export const CompanySettings = Shape({
  companyId: Id,
  currency: Type.String(),
  timeZone: Type.String(),
  dateFormat: Type.String(),
  paymentTermDays: Type.Integer(),
  receiptPrefix: Type.String(),
  invoicePrefix: Type.String(),
  showRatesToCrew: Type.Boolean(),
  checkInRadiusMeters: Type.Integer(),
  mapService: MapService,
  preCallReminderMinutes: Type.Integer({
    minimum: 5, maximum: 1440,
    description: 'How long before a job of this company starts its crew get the pre-call reminder (Web Push), in minutes. Default 120.',
  }),
  hoursRoundingMinutes: Type.Integer({
    minimum: 1, maximum: 60,
    description: 'Approved worked hours are rounded to the nearest multiple of this many minutes (a half rounds up); 1 keeps the minutes. Default 15.',
  }),
  minimumCallHours: Type.Number({ minimum: 0, maximum: 24, description: 'A day worked is paid at least this many hours (minimum call); 0 for none.' }),
  checkOutMarginMinutes: Type.Integer({
    minimum: 0, maximum: 1440,
    description: 'How long after a day\'s planned end a missing check-out is flagged and its crew member gets a push. Default 60.',
  }),
  minimumRestHours: Type.Number({
    minimum: 0, maximum: 48,
    description: 'The least rest between two jobs of one person, in hours (issue 37): find best person warns a planner below it. Default 11. The tenant\'s own company\'s counts.',
  }),
}, 'A company\'s settings.');
export type CompanySettings = Static<typeof CompanySettings>;

/** `GET /contacts`: a person at a company the tenant works with. */
export const Contact = Shape({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  role: Type.String({ description: 'e.g. `Project manager`, `Contact on site`.' }),
  company: Shape({ id: Id, name: Type.String(), clientMark: Type.String() }),
  personId: Nullable(Type.Integer({ description: 'The contact\'s own login person, when they have a client login.' })),
}, 'A person at a company the tenant works with.');
export type Contact = Static<typeof Contact>;

/** `GET /contacts/{id}/persons`: a crew member whose profile the contact may see. */
export const ContactPerson = Shape({
  id: Id,
  name: Type.String(),
  contactNumber: Nullable(Type.String()),
  permissions: Type.Array(Type.String(), { description: 'What the contact may see (codes of `GET /permissionTypes`).' }),
  grantedAt: IsoDateTime,
}, 'A crew member whose profile the contact may see.');
export type ContactPerson = Static<typeof ContactPerson>;

/** `GET /contacts/{id}/valueStaff`: a crew member the contact values, 1 (fine) to 5 (always ask for them). */
export const ValuedStaff = Shape({
  personId: Id,
  name: Type.String(),
  value: Type.Integer({ minimum: 1, maximum: 5, description: '1 (fine) to 5 (always ask for them).' }),
  note: Nullable(Type.String()),
}, 'A crew member the contact values.');
export type ValuedStaff = Static<typeof ValuedStaff>;
