import { Company, CompanySettings, Contact, ContactPerson, ValuedStaff } from '../../../src/ground/contract/companies';
import { Template, type TemplateType } from '../../../src/ground/contract/reference';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { findCompany, findCompanySettings, listCompanies, listTemplates, listTenantCompanies } from '../../store/companyStore';
import { listContactPersons, listContacts, listValuedStaff } from '../../store/contactStore';
import { notFound } from '../../kernel/HttpError';
import { anyUser } from '../accessRules';
import { nullable, oneOf, optional, text, wholeNumber } from '../../../src/ground/contract/fields/fields';
import type { Paging } from '../../kernel/paging';
import { filters, getOne, list, subList } from '../resourceRoutes';
import type { ApiRoute } from '../../kernel/route';

/** Clients and planners read companies and contacts: whoever reads projects or persons. */
export const readsCompanies: AccessRule = { anyRights: ['projects.READ', 'persons.READ'] };
/** Templates are also read by those who write receipts and invoices. */
const readsTemplates: AccessRule = { anyRights: ['projects.READ', 'persons.READ', 'receipts.READ', 'invoices.READ'] };
const id = wholeNumber(1, 2_147_483_647);
const search = optional(nullable(text({ max: 100 })), null);
const templateType = oneOf(['receipt', 'invoice', 'email', 'deliveryNote', 'sms'] as const);

/** Companies (the tenant's own and its clients), their settings and templates, and contacts. */
export const companyRoutes: readonly ApiRoute[] = [
  list({ path: '/companies', access: readsCompanies, item: Company, filters: filters({ q: search }),
    summary: 'List the client companies the caller may see, by name',
    description: 'A client login sees only its own companies. `q` finds text in the name, or a whole client mark (any case).',
    fetch: (ctx, query: { q: string | null } & Paging) => listCompanies(ctx, query) }),
  getOne({
    path: '/companies/:id', access: readsCompanies, answer: Company, notFound: 'Company not found', fetch: findCompany,
    description: "One of the tenant's companies, its own or a client; a client login sees only its own companies (404 for others).",
  }),
  getOne({
    path: '/companies/:id/settings', access: readsCompanies, answer: CompanySettings, notFound: 'Company not found', fetch: findCompanySettings,
    summary: "Get a company's settings: currency, time zone, prefixes, check-in radius …",
  }),
  subList({
    path: '/companies/:id/receiptTemplates', access: readsTemplates, item: Template,
    summary: "List the receipt templates for a company", description: 'Its own and those for every company.',
    fetch: async (ctx, companyId, paging) => {
      if (!(await findCompany(ctx, companyId))) throw notFound('Company not found');
      return listTemplates(ctx, { ...paging, company: companyId, type: 'receipt' });
    },
  }),
  list({
    path: '/tenant/companies', access: anyUser, item: Company, summary: "List the tenant's own companies",
    fetch: (ctx, query: Paging) => listTenantCompanies(ctx, query),
  }),
  list({
    path: '/templates', access: readsTemplates, item: Template, summary: 'List templates of receipts, invoices, e-mails, delivery notes and texts',
    description: '`type` keeps one kind; `company` keeps those for that company and those for every company.',
    filters: filters({ company: optional(nullable(id), null), type: optional(nullable(templateType), null) }),
    fetch: (ctx, query: { company: number | null; type: TemplateType | null } & Paging) => listTemplates(ctx, query),
  }),
  list({
    path: '/contacts', access: readsCompanies, item: Contact, filters: filters({ company: optional(nullable(id), null), q: search }),
    summary: 'List the contacts the caller may see, by company and name',
    description: 'A client login sees only those of its own company. `company` keeps one company; `q` finds text in the name.',
    fetch: (ctx, query: { company: number | null; q: string | null } & Paging) => listContacts(ctx, query),
  }),
  subList({
    path: '/contacts/:id/persons', access: readsCompanies, item: ContactPerson, fetch: listContactPersons,
    summary: 'List the persons whose profile was shared with a contact', description: 'Directly, or through the contact\'s own login.',
  }),
  subList({
    path: '/contacts/:id/valueStaff', access: readsCompanies, item: ValuedStaff, fetch: listValuedStaff,
    summary: 'List the crew members a contact values most, highest first',
  }),
];
