import { CrewDocument, documentUpdate, DocumentsStatus, DocumentType, signRequest } from '../../../src/ground/contract/documents';
import { FileOf } from '../../../src/ground/contract/shapes';
import { uploadMediaTypes } from '../../files/checkUpload';
import { documentFile, documentsStatus, documentsToSign, fileById, updateDocument, uploadDocumentFile } from '../../store/documentActions';
import { documentOfSignatory, signDocument } from '../../store/documentSigning';
import { findDocument } from '../../store/documentStore';
import { listDocumentTypes } from '../../store/documentLists';
import { file } from '../../kernel/fileField';
import { pngDataUrl } from '../../files/pngDataUrl';
import { anySession, anyUser } from '../accessRules';
import { object, wholeNumber } from '../../../src/ground/contract/fields/fields';
import { getOne, idParams, list } from '../resourceRoutes';
import { signatureBodyLimit, route, type ApiRoute } from '../../kernel/route';
import { documentOwnerRoutes } from './documentOwnerRoutes';

const id = wholeNumber(1, 2_147_483_647);
const signParams = object({ id, signatoryId: id }, { unknownKeys: 'ignore' });

/** The body of a signature: the contract's, its PNG read by the server (content, size in pixels). */
const signBody = signRequest(pngDataUrl());

const fileBody = object({ file: file() }, { unknownKeys: 'reject' });
/** A stored file re-served: its media type is the upload's (a PDF, an image). */
const anyFile = FileOf(...uploadMediaTypes);
/** Who sees a document (`documentVisibility.ts`), for the reference. */
const seesDocuments = "A person sees their own documents, those they sign and those of projects they work on; staff (persons.READ) "
  + "the tenant's; a project login its project's. 404 for any other.";

/** Documents: reading, uploading, filling in and signing (section 4 signing rules); and their sub-lists. */
export const documentRoutes: readonly ApiRoute[] = [
  getOne({
    path: '/documents/:id', access: anySession, answer: CrewDocument, notFound: 'Document not found', fetch: findDocument,
    summary: 'Get one document, with its signatories', description: seesDocuments,
  }),
  route({
    method: 'GET', path: '/documents/:id/file', access: anySession, params: idParams, answer: anyFile,
    summary: "Download a document's file, or the document itself as a PDF",
    description: `The uploaded file when there is one, else a PDF of the document; 404 for a document still to upload. ${seesDocuments}`,
    handle: (ctx, { params }) => documentFile(ctx, params.id),
  }),
  list({
    path: '/documentsToSign', access: anyUser, item: CrewDocument, fetch: documentsToSign,
    summary: "List the documents awaiting the caller's signature", description: 'Whether or not it is already their turn to sign.',
  }),
  route({
    method: 'GET', path: '/documentsStatus', access: anyUser, answer: DocumentsStatus, handle: (ctx) => documentsStatus(ctx),
    summary: "Count the caller's documents: to sign, verifying, to upload, information ready",
  }),
  list({ path: '/documentTypes', access: anyUser, item: DocumentType, fetch: listDocumentTypes, summary: "List the tenant's document types" }),
  route({
    method: 'POST', path: '/documents/:id/file', access: anyUser, params: idParams, body: fileBody, answer: CrewDocument,
    summary: "Upload a document's file, to be verified",
    description: 'PDF, PNG, JPEG, WebP or HEIC (by content), at most 10 MB. For a document to upload, verifying or rejected (409 '
      + 'otherwise); the document is then verifying. By its person or the office: 403 for others who see it.',
    handle: (ctx, { params, body }) => uploadDocumentFile(ctx, params.id, body.file),
  }),
  route({
    method: 'POST', path: '/documents/:id', access: anyUser, params: idParams, body: documentUpdate, answer: CrewDocument,
    summary: "Change a document's description, number or validity",
    description: 'Only the fields sent change (null empties one). By its person or the office (403 for others who see it); 409 for '
      + 'a document to sign, signed or approved.',
    handle: (ctx, { params, body }) => updateDocument(ctx, params.id, body),
  }),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/documents/:id/sign/:signatoryId', access: anySession, params: signParams, body: signBody, answer: CrewDocument,
    summary: 'Sign a document as one of its signatories',
    description: 'The drawn signature as a PNG data URL (at most 1 MB), with an optional rating and form fields. Only the signatory\'s '
      + 'own person, while Ready to sign or On Going, and when signed one by one only after the signatories before (else 403 or 409). '
      + 'The last signature signs the document and makes its signed PDF; one by one, the next signatory gets a push message.',
    handle: (ctx, { params, body }) => signDocument(ctx, params.id, params.signatoryId, body),
  }),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/documentSignatories/:id/sign', access: anySession, params: idParams, body: signBody, answer: CrewDocument,
    summary: 'Sign as a signatory, named by its id alone',
    description: 'As `POST /documents/{id}/sign/{signatoryId}`, for the document the signatory belongs to (404 when the caller does not see it).',
    handle: async (ctx, { params, body }) => signDocument(ctx, await documentOfSignatory(ctx, params.id), params.id, body),
  }),
  route({
    method: 'GET', path: '/file/:id', access: anySession, params: idParams, answer: anyFile,
    summary: 'Download a stored file: a signed PDF, or a document\'s or a form\'s file',
    description: 'A file of a document the caller sees (its upload or its signed PDF), or a document of a form the caller may '
      + 'perform; 404 for any other.',
    handle: (ctx, { params }) => fileById(ctx, params.id),
  }),
  ...documentOwnerRoutes,
];
