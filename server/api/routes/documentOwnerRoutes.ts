import { CrewDocument } from '../../../src/ground/contract/documents';
import { FileOf } from '../../../src/ground/contract/shapes';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { uploadPersonDocument, uploadProjectDocument } from '../../store/documentUploadStore';
import { crewMembersDocuments, exportCrewMembersDocuments, ownerDocuments, personDocuments, projectDocuments } from '../../store/documentLists';
import type { OwnerType } from '../../store/documentOwners';
import { file } from '../../kernel/fileField';
import { anyUser } from '../accessRules';
import { notFound } from '../../kernel/HttpError';
import { findCompany } from '../../store/companyStore';
import { visibleContact } from '../../store/contactStore';
import { findInvoice } from '../../store/invoiceStore';
import { findReceipt } from '../../store/receiptStore';
import { findStaffContract } from '../../store/staffContractStore';
import { readsCompanies } from './companyRoutes';
import { readsContracts } from './payrollRoutes';
import { readInvoices, readReceipts } from './receiptRoutes';
import { nullable, object, optional, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';
import type { Page, Paging } from '../../kernel/paging';
import { idParams, listUnder } from '../resourceRoutes';
import { textWithoutNul } from '../../../src/ground/contract/fields/textWithoutNul';
import { route, type ApiRoute, type SessionContext } from '../../kernel/route';

const numberParams = object({ number: textWithoutNul({ max: 40 }) }, { unknownKeys: 'ignore' });
const uploadBody = object({
  file: file(),
  caption: optional(nullable(textWithoutNul({ max: 200 })), null),
  typeId: optional(nullable(wholeNumber(1, 2_147_483_647)), null),
}, { unknownKeys: 'reject' });
const exportBody = optional(object({}, { unknownKeys: 'reject' }), {});
/** Office and planning (persons READ): crew members' documents and exports. */
const staff: AccessRule = { rights: ['persons.READ'] };
/** Project documents: project logins for their own project, crew on it, and staff (scoped in the store). */
const projectAccess: AccessRule = { tokenTypes: ['user', 'project'] };
const pdf = FileOf('application/pdf');

/** A GET list of documents under a resource, `params` read by `P`; `words` its own summary (default from the path). */
function documentList<P>(
  path: string, access: AccessRule, params: Field<P, unknown>, fetch: (ctx: SessionContext, params: P, paging: Paging) => Promise<Page<CrewDocument>>,
  words: { summary?: string; description?: string } = {},
): ApiRoute {
  return listUnder({ path, access, params, item: CrewDocument, fetch, ...words });
}

/** What an upload takes, for the reference (`documentKinds`, `checkUpload`). */
const uploadLimits = 'PDF, PNG, JPEG, WebP or HEIC (by content), at most 10 MB; it waits for approval (state verifying).';
/** Who reads a person's lists (`requirePersonAccess`). */
const personOrStaff = 'The person themselves or staff (persons.READ); 404 for anyone else.';

/**
 * The documents of a record, for whoever may read the record itself: the record's own read rule (else 403, whatever
 * the id), and 404 alike for a record that does not exist and for one the caller may not see (so an answer never tells
 * which ids exist).
 */
const byOwner = (path: string, type: OwnerType, owner: { access: AccessRule; notFound: string; find: FindOwner }) =>
  documentList(path, owner.access, idParams, async (ctx, params, query) => {
    if (!(await owner.find(ctx, params.id))) throw notFound(owner.notFound);
    return ownerDocuments(ctx, type, String(params.id), query);
  });

/** The record a document list hangs under, as its own detail route finds it for the caller: null when not theirs. */
type FindOwner = (ctx: SessionContext, id: number) => Promise<object | null>;

/** Document lists under other resources (persons, projects, companies …) and their uploads and exports. */
export const documentOwnerRoutes: readonly ApiRoute[] = [
  documentList('/persons/:id/documents', anyUser, idParams, (ctx, params, query) => personDocuments(ctx, params.id, false, query), {
    summary: "List a person's documents, training documents left out", description: personOrStaff,
  }),
  documentList('/persons/:id/documentsTraining', anyUser, idParams, (ctx, params, query) => personDocuments(ctx, params.id, true, query), {
    summary: "List a person's training documents", description: personOrStaff,
  }),
  route({
    method: 'POST', path: '/persons/:id/documents', access: anyUser, params: idParams, status: 201, body: uploadBody, answer: CrewDocument,
    summary: 'Upload a document of a person (a certificate, an ID), to be verified',
    description: `${uploadLimits} ${personOrStaff}`,
    handle: (ctx, { params, body }) => uploadPersonDocument(ctx, params.id, body),
  }),
  byOwner('/staffContracts/:id/documents', 'staffContract', { access: readsContracts, notFound: 'Contract not found', find: findStaffContract }),
  byOwner('/receipts/:id/documents', 'receipt', { access: readReceipts, notFound: 'Receipt not found', find: findReceipt }),
  byOwner('/invoices/:id/documents', 'invoice', { access: readInvoices, notFound: 'Invoice not found', find: findInvoice }),
  byOwner('/companies/:id/documents', 'company', { access: readsCompanies, notFound: 'Company not found', find: findCompany }),
  byOwner('/contacts/:id/documents', 'contact', { access: readsCompanies, notFound: 'Contact not found', find: visibleContact }),
  route({
    method: 'POST', path: '/companies/:id/exportCrewMembersDocuments', access: staff, params: idParams, body: exportBody, answer: pdf,
    summary: "A PDF listing the company's documents and their state",
    handle: (ctx, { params }) => exportCrewMembersDocuments(ctx, 'company', String(params.id)),
  }),
  documentList('/projects/:number/documents', projectAccess, numberParams, (ctx, params, query) => projectDocuments(ctx, params.number, query), {
    description: "Staff, the project's own login and the people working on it; 404 for anyone else.",
  }),
  route({
    method: 'POST', path: '/projects/:number/documents', access: { rights: ['projects.READ', 'persons.READ'] }, params: numberParams,
    summary: 'Upload a document of a project (a site plan, a risk assessment), to be verified',
    description: `${uploadLimits} 404 for a project not in the tenant.`,
    status: 201, body: uploadBody, answer: CrewDocument, handle: (ctx, { params, body }) => uploadProjectDocument(ctx, params.number, body),
  }),
  documentList('/projects/:number/crewMembersDocuments', staff, numberParams, (ctx, params, query) => crewMembersDocuments(ctx, params.number, false, query), {
    summary: "List the personal documents of a project's crew members",
  }),
  documentList('/projects/:number/socialSecurityDocuments', staff, numberParams, (ctx, params, query) => crewMembersDocuments(ctx, params.number, true, query), {
    summary: "List the social security documents of a project's crew members",
  }),
  route({
    method: 'POST', path: '/projects/:number/exportCrewMembersDocuments', access: staff, params: numberParams, body: exportBody, answer: pdf,
    summary: "A PDF listing the project's crew members' documents and their state",
    handle: (ctx, { params }) => exportCrewMembersDocuments(ctx, 'project', params.number),
  }),
];
