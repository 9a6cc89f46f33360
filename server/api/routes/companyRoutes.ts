import { Company, CompanySettings, Contact, ContactPerson, ValuedStaff } from '../../../src/api/contract/companies';
import { Template, type TemplateType } from '../../../src/api/contract/reference';
import type { AccessRule } from '../../../src/spec/types';
import { findCompany, findCompanySettings, listCompanies, listTemplates, listTenantCompanies } from '../../store/companyStore';
import { listContactPersons, listContacts, listValuedStaff } from '../../store/contactStore';
import { notFound } from '../../kernel/HttpError';
import { anyUser } from '../accessRules';
import { nullable, oneOf, optional, text, wholeNumber } from '../../kernel/fields';
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
    fetch: (ctx, query: { q: string | null } & Paging) => listCompanies(ctx, query) }),
  getOne({ path: '/companies/:id', access: readsCompanies, answer: Company, notFound: 'Company not found', fetch: findCompany }),
  getOne({ path: '/companies/:id/settings', access: readsCompanies, answer: CompanySettings, notFound: 'Company not found', fetch: findCompanySettings }),
  subList({
    path: '/companies/:id/receiptTemplates', access: readsTemplates, item: Template,
    fetch: async (ctx, companyId, paging) => {
      if (!(await findCompany(ctx, companyId))) throw notFound('Company not found');
      return listTemplates(ctx, { ...paging, company: companyId, type: 'receipt' });
    },
  }),
  list({ path: '/tenant/companies', access: anyUser, item: Company, fetch: (ctx, query: Paging) => listTenantCompanies(ctx, query) }),
  list({
    path: '/templates', access: readsTemplates, item: Template,
    filters: filters({ company: optional(nullable(id), null), type: optional(nullable(templateType), null) }),
    fetch: (ctx, query: { company: number | null; type: TemplateType | null } & Paging) => listTemplates(ctx, query),
  }),
  list({
    path: '/contacts', access: readsCompanies, item: Contact, filters: filters({ company: optional(nullable(id), null), q: search }),
    fetch: (ctx, query: { company: number | null; q: string | null } & Paging) => listContacts(ctx, query),
  }),
  subList({ path: '/contacts/:id/persons', access: readsCompanies, item: ContactPerson, fetch: listContactPersons }),
  subList({ path: '/contacts/:id/valueStaff', access: readsCompanies, item: ValuedStaff, fetch: listValuedStaff }),
];
