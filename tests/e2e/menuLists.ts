import { inject } from 'vitest';
import { api, claimsOf } from './demo';
import { addDays, dayOf } from './suiteClock';

/**
 * What the menu pages that list records show, read from the api (the same call as their first tab): the walk of each
 * login (accessibilityWalk.ts) checks that a page's first record card is one of them, and that a page the api has no
 * records for lists none.
 */

interface Listed { id: number; number?: string; period?: string; state?: string; status?: string; type?: string; person?: { id: number } | null }

/** The records of an api list, as the login sees them. */
const records = async (bearer: string, path: string) => (await api<{ items: Listed[] }>(bearer, path)).items;
const personOf = (bearer: string) => claimsOf(bearer).loginData.person.id;

/**
 * The menu pages that list records (screens/*.yaml: a list, or a tab or dashboard section with an item link), each
 * record as the address its card opens. The other menu pages (home, calendars, profile, version, crew info, mobile
 * documents, vacancies, planner crews) have no record list to open. The support console's tenants are records too.
 */
export const menuLists: Record<string, (bearer: string) => Promise<string[]>> = {
  '/jobs': async (bearer) => (await records(bearer, '/jobs'))
    .filter((job) => ['upcoming', 'toConfirm'].includes(job.period!)).map((job) => `/jobs/${job.id}`),
  '/trainings': async (bearer) => [
    ...(await records(bearer, `/persons/${personOf(bearer)}/documentsTraining`))
      .filter((document) => ['approved', 'signed'].includes(document.state!)).map((document) => `/documents/${document.id}`),
    ...(await records(bearer, `/persons/${personOf(bearer)}/formsTrainingPerform`))
      .filter((form) => form.status === 'submitted').map((form) => `/forms/${form.id}`),
  ],
  '/payrolls': async (bearer) => (await records(bearer, `/persons/${personOf(bearer)}/payrolls`)).map((payroll) => `/payrolls/${payroll.id}`),
  '/contracts': async (bearer) => (await records(bearer, `/persons/${personOf(bearer)}/staffContracts`)).map((contract) => `/contracts/${contract.id}`),
  '/plus-crews': async (bearer) => (await records(bearer, '/plusCrews')).map((crew) => `/plus-crews/${crew.number}`),
  '/projects': async (bearer) => (await records(bearer, '/projects?tab=all&closed=false&period=ongoing'))
    .map((project) => `/projects/${project.number}`),
  '/membership-crews': async (bearer) => (await records(bearer, '/pCrews')).map((crew) => `/membership-crews/${crew.id}`),
  '/planning-crew-item-list': async (bearer) => (await records(bearer, `/planningCalendarItems?from=${addDays(dayOf(inject('clock')), -30)}`))
    .filter((item) => item.type === 'job').map((item) => `/crew-profile/${item.person?.id}`),
  '/invoices': async (bearer) => (await records(bearer, '/invoices'))
    .filter((invoice) => ['draft', 'sent'].includes(invoice.status!)).map((invoice) => `/invoice/${invoice.id}`),
  '/receipts': async (bearer) => (await records(bearer, '/receipts')).map((receipt) => `/receipt/${receipt.id}`),
  '/mailbox': async (bearer) => (await records(bearer, '/emailMessages')).map((message) => `/email-messages/${message.id}`),
  '/support/tenants': async (bearer) => (await records(bearer, '/tenants')).map((tenant) => `/support/tenants/${tenant.id}`),
};
