import type { RightsMap } from '../../src/ground/contract';

/** One demo login: who it is, how it logs in and what it may do. All passwords are `demo1234`. */
export interface DemoUser {
  tenant: 'moyo' | 'acme';
  login: string;
  tokenType: 'user' | 'project' | 'pluscrew';
  person?: { firstName: string; lastName: string; personal?: boolean; contactNumber?: string };
  loginTypes: string[];
  language?: string;
  projectNumber?: string;
  plusCrewNumber?: string;
  rights: RightsMap;
  mailboxRights?: RightsMap;
}

/** The password of every demo login. */
export const demoPassword = 'demo1234';

const crewRights: RightsMap = {
  payrolls: ['READ'], staffContracts: ['READ'], crewInfo: ['READ'], mobileDocuments: ['READ'], plusCrews: ['READ'],
  mobileProjectVacancies: ['READ'],
};
const mailbox: RightsMap = { mailboxes: ['READ'], emailMessages: ['READ'] };
const plannerRights: RightsMap = {
  planningCalendar: ['READ', 'READSPAREFUNCTION'], projects: ['READ'], crews: ['READ'], membershipCrews: ['READ'],
  crewMemberships: ['READ', 'CREATE', 'DELETE'], crewProfile: ['READ', 'CONTACT'], persons: ['READ'],
  toDoCalendar: ['READ'], rateCards: ['READ'], mobileDocuments: ['READ'],
};
const officeRights: RightsMap = { persons: ['READ'], personProfiles: ['READ'], mobileDocuments: ['READ'], ...mailbox };

/** The demo logins: one per kind of user, plus one crew member in the second tenant. */
export const demoUsers: DemoUser[] = [
  {
    tenant: 'moyo', login: 'crew@demo.test', tokenType: 'user', loginTypes: ['Crew'], language: 'en',
    person: { firstName: 'Sam', lastName: 'Crew', contactNumber: 'C-2001' }, rights: crewRights,
  },
  {
    tenant: 'moyo', login: 'chief@demo.test', tokenType: 'user', loginTypes: ['Crew'], language: 'nl',
    person: { firstName: 'Dana', lastName: 'de Vries', contactNumber: 'C-2002' },
    // Dana leads the Stage Heroes plus crew: she may change its value settings.
    rights: { ...crewRights, crews: ['READ'], crewProfile: ['READ', 'CONTACT'], plusCrews: ['READ', 'EDIT'] },
  },
  {
    tenant: 'moyo', login: 'client@demo.test', tokenType: 'user', loginTypes: ['Client'], language: 'en',
    person: { firstName: 'Claire', lastName: 'Hughes', contactNumber: 'K-3001' },
    rights: {
      planningCalendar: ['READ'], projects: ['READ'], planningCrewItemList: ['READ'], membershipCrews: ['READ'],
      crews: ['READ'], crewProfile: ['READ'], invoices: ['READ'], ...mailbox,
    },
    mailboxRights: mailbox,
  },
  {
    tenant: 'moyo', login: 'planner@demo.test', tokenType: 'user', loginTypes: ['Operations'], language: 'en',
    person: { firstName: 'Pieter', lastName: 'Jansen', contactNumber: 'C-2003' },
    // Pieter keeps the projects' fixed (agreed) values; the project manager (pm@) reads the cost view only.
    rights: { ...plannerRights, projects: ['READ', 'EDIT'], mobileProjectVacancies: ['READ'] },
  },
  {
    tenant: 'moyo', login: 'office@demo.test', tokenType: 'user', loginTypes: ['Office'], language: 'en',
    person: { firstName: 'Olivia', lastName: 'Brown', personal: false, contactNumber: 'C-2004' },
    rights: officeRights, mailboxRights: mailbox,
  },
  {
    tenant: 'moyo', login: 'pm@demo.test', tokenType: 'user', loginTypes: ['Planner', 'Office'], language: 'en',
    person: { firstName: 'Mark', lastName: 'Peters', contactNumber: 'C-2005' },
    rights: {
      ...officeRights, ...plannerRights, projects: ['READ', 'EDIT_PROJECT_LOGO'], projectAttachments: ['READ'],
      mobileProjectVacancies: ['READ'], planningCrewItemList: ['READ'],
    },
    mailboxRights: mailbox,
  },
  {
    tenant: 'moyo', login: 'accountant@demo.test', tokenType: 'user', loginTypes: ['Office'], language: 'en',
    person: { firstName: 'Anne', lastName: 'Smit', contactNumber: 'C-2006' },
    rights: {
      ...officeRights, invoices: ['READ', 'EDIT'], receipts: ['READ', 'CREATE', 'DELETE'], payrolls: ['READ', 'APPROVE'],
      staffContracts: ['READ'],
    },
    mailboxRights: mailbox,
  },
  {
    tenant: 'moyo', login: 'p-1001', tokenType: 'project', loginTypes: [], projectNumber: '1001',
    rights: { projects: ['READ'], crews: ['READ'], crewProfile: ['READ', 'CONTACT'] },
  },
  {
    tenant: 'moyo', login: 'pc-7', tokenType: 'pluscrew', loginTypes: [], plusCrewNumber: '7',
    rights: { plusCrews: ['READ', 'EDIT'] },
  },
  {
    // Support staff: configures every tenant's screens and menus (the support console, `npm run tenant`).
    tenant: 'moyo', login: 'support@demo.test', tokenType: 'user', loginTypes: ['Office'], language: 'en',
    person: { firstName: 'Sanne', lastName: 'Support', contactNumber: 'S-0001' },
    rights: { tenantConfig: ['EDIT', 'ALL_TENANTS'] },
  },
  {
    // Acme's own support: configures Acme only.
    tenant: 'acme', login: 'support@acme.test', tokenType: 'user', loginTypes: ['Office'], language: 'en',
    person: { firstName: 'Ahmed', lastName: 'Support', contactNumber: 'S-9001' },
    rights: { tenantConfig: ['EDIT'] },
  },
  {
    tenant: 'acme', login: 'crew@acme.test', tokenType: 'user', loginTypes: ['Crew'], language: 'nl',
    person: { firstName: 'Joost', lastName: 'Visser', contactNumber: 'C-9001' }, rights: crewRights,
  },
];
