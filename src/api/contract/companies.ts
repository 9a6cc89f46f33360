/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** `GET /companies`, `/companies/{id}`, `/tenant/companies`: a client company, or one of the tenant's own. */
export interface Company {
  id: number;
  name: string;
  /** Short code the client is known by on projects, e.g. `SSE`. */
  clientMark: string;
  /** True for the tenant's own companies (`GET /tenant/companies`). */
  own: boolean;
  address: { street: string; postalCode: string; city: string; countryCode: string };
  vatNumber: string | null;
  chamberOfCommerce: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  logoUrl: string | null;
}

/** `GET /companies/{id}/settings` (kept in appCache.companySettings). */
export interface CompanySettings {
  companyId: number;
  currency: string;
  timeZone: string;
  dateFormat: string;
  paymentTermDays: number;
  receiptPrefix: string;
  invoicePrefix: string;
  showRatesToCrew: boolean;
  checkInRadiusMeters: number;
  mapService: 'google' | 'apple' | 'openStreetMap';
}

/** `GET /contacts`: a person at a company the tenant works with. */
export interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** e.g. `Project manager`, `Contact on site`. */
  role: string;
  company: { id: number; name: string; clientMark: string };
  /** The contact's own login person, when they have a client login. */
  personId: number | null;
}

/** `GET /contacts/{id}/persons`: a crew member whose profile the contact may see. */
export interface ContactPerson {
  id: number;
  name: string;
  contactNumber: string | null;
  /** What the contact may see (codes of `GET /permissionTypes`). */
  permissions: string[];
  grantedAt: string;
}

/** `GET /contacts/{id}/valueStaff`: a crew member the contact values, 1 (fine) to 5 (always ask for them). */
export interface ValuedStaff {
  personId: number;
  name: string;
  value: number;
  note: string | null;
}
