/**
 * THE list of rights (product spec, section 6: "Rights are read from a stored rights map by resource and permission").
 * A right is written `resource.PERMISSION`. Screens, menus, the server's route rows and the demo logins name only
 * rights from here: the screen checker and the schema's enum refuse any other, and a test holds the demo data to it.
 */
export const rightsCatalogue = {
  /** APPROVE: approve crew members' worked hours (rounded by the company's rules) into payroll items, correcting them. */
  payrolls: ['READ', 'APPROVE'],
  staffContracts: ['READ'],
  planningCalendar: ['READ', 'READSPAREFUNCTION'],
  /** EDIT: keep a project's fixed (agreed) values beside the calculated ones (the cost view). */
  projects: ['READ', 'EDIT', 'EDIT_PROJECT_LOGO'],
  receipts: ['READ', 'CREATE', 'DELETE'],
  invoices: ['READ', 'EDIT'],
  mailboxes: ['READ'],
  emailMessages: ['READ'],
  crewInfo: ['READ'],
  persons: ['READ'],
  mobileDocuments: ['READ'],
  rateCards: ['READ'],
  personProfiles: ['READ'],
  projectAttachments: ['READ'],
  toDoCalendar: ['READ'],
  membershipCrews: ['READ'],
  planningCrewItemList: ['READ'],
  crews: ['READ'],
  plusCrews: ['READ', 'EDIT'],
  crewProfile: ['READ', 'CONTACT'],
  crewMemberships: ['READ', 'CREATE', 'DELETE'],
  mobileProjectVacancies: ['READ'],
  /** The support console (tenant configuration at run time): edit the own tenant, or every tenant. */
  tenantConfig: ['EDIT', 'ALL_TENANTS'],
} as const satisfies Record<string, readonly string[]>;

type Catalogue = typeof rightsCatalogue;

/** A right of the catalogue, e.g. `receipts.CREATE`. */
export type Right = { [R in keyof Catalogue]: `${R}.${Catalogue[R][number]}` }[keyof Catalogue];

/** Every right of the catalogue, in its order. */
export const allRights: readonly Right[] = Object.entries(rightsCatalogue).flatMap(([resource, permissions]) =>
  permissions.map((permission) => `${resource}.${permission}` as Right),
);

/** True when `value` names a right of the catalogue. */
export const isRight = (value: string): value is Right => (allRights as readonly string[]).includes(value);
