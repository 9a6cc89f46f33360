import { Type } from 'typebox';
import { CrewDocument, DocumentsStatus, DocumentType } from '../../../src/api/contract/documents';
import { FileOf } from '../../../src/api/contract/shapes';
import { documentFile, documentsStatus, documentsToSign, fileById, updateDocument, uploadDocumentFile } from '../../store/documentActions';
import { documentOfSignatory, signDocument } from '../../store/documentSigning';
import { findDocument } from '../../store/documentStore';
import { listDocumentTypes } from '../../store/documentLists';
import { file } from '../../kernel/fileField';
import { pngDataUrl } from '../../files/pngDataUrl';
import { anySession, anyUser } from '../accessRules';
import { field, isoDate, nullable, object, optional, wholeNumber, withoutNulPattern, type Field } from '../../kernel/fields';
import { getOne, idParams, list } from '../resourceRoutes';
import { textWithoutNul } from './textWithoutNul';
import { signatureBodyLimit, route, type ApiRoute } from '../../kernel/route';
import { documentOwnerRoutes } from './documentOwnerRoutes';

const id = wholeNumber(1, 2_147_483_647);
const signParams = object({ id, signatoryId: id }, { unknownKeys: 'ignore' });

/** Form fields sent with a signature: a flat object of short values. */
const formFields: Field<Record<string, string | number | boolean | null>> = field(Type.Record(
  Type.String(),
  Type.Union([Type.String({ maxLength: 2000, pattern: withoutNulPattern }), Type.Number(), Type.Boolean(), Type.Null()]),
  { maxProperties: 100, propertyNames: { maxLength: 100, pattern: withoutNulPattern } },
), (value, path, problems) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ path, message: 'must be a JSON object of field values' });
    return {};
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 100) problems.push({ path, message: 'must have at most 100 fields' });
  for (const [key, fieldValue] of entries) {
    const ok = fieldValue === null || typeof fieldValue === 'boolean' || typeof fieldValue === 'number'
      || (typeof fieldValue === 'string' && fieldValue.length <= 2000 && !fieldValue.includes('\u0000'));
    if (!ok || key.length > 100 || key.includes('\u0000')) problems.push({ path: `${path}.${key}`, message: 'must be text (at most 2000 characters), a number, true/false or null' });
  }
  return value as Record<string, string | number | boolean | null>;
});

const signBody = object({
  signature: pngDataUrl(),
  rating: optional(wholeNumber(1, 5), null),
  formFields: optional(formFields, null),
}, { unknownKeys: 'reject' });

const updateBody = object({
  description: optional(nullable(textWithoutNul({ max: 2000 })), undefined),
  documentNumber: optional(nullable(textWithoutNul({ max: 100 })), undefined),
  validUntil: optional(nullable(isoDate()), undefined),
}, {
  unknownKeys: 'reject',
  check: (body) => Object.values(body).every((value) => value === undefined) ? { path: 'body', message: 'must change at least one field' } : null,
});

const fileBody = object({ file: file() }, { unknownKeys: 'reject' });
/** A stored file re-served: its media type is the upload's (a PDF, an image). */
const anyFile = FileOf('application/octet-stream');

/** Documents: reading, uploading, filling in and signing (section 4 signing rules); and their sub-lists. */
export const documentRoutes: readonly ApiRoute[] = [
  getOne({ path: '/documents/:id', access: anySession, answer: CrewDocument, notFound: 'Document not found', fetch: findDocument }),
  route({
    method: 'GET', path: '/documents/:id/file', access: anySession, params: idParams, answer: anyFile,
    summary: "The document's uploaded file, or the document itself as a PDF",
    handle: (ctx, { params }) => documentFile(ctx, params.id),
  }),
  list({ path: '/documentsToSign', access: anyUser, item: CrewDocument, fetch: documentsToSign }),
  route({ method: 'GET', path: '/documentsStatus', access: anyUser, answer: DocumentsStatus, handle: (ctx) => documentsStatus(ctx) }),
  list({ path: '/documentTypes', access: anyUser, item: DocumentType, fetch: listDocumentTypes }),
  route({
    method: 'POST', path: '/documents/:id/file', access: anyUser, params: idParams, body: fileBody, answer: CrewDocument,
    handle: (ctx, { params, body }) => uploadDocumentFile(ctx, params.id, body.file),
  }),
  route({
    method: 'POST', path: '/documents/:id', access: anyUser, params: idParams, body: updateBody, answer: CrewDocument,
    handle: (ctx, { params, body }) => updateDocument(ctx, params.id, body),
  }),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/documents/:id/sign/:signatoryId', access: anySession, params: signParams, body: signBody, answer: CrewDocument,
    handle: (ctx, { params, body }) => signDocument(ctx, params.id, params.signatoryId, body),
  }),
  route({
    method: 'POST', bodyLimit: signatureBodyLimit, path: '/documentSignatories/:id/sign', access: anySession, params: idParams, body: signBody, answer: CrewDocument,
    handle: async (ctx, { params, body }) => signDocument(ctx, await documentOfSignatory(ctx, params.id), params.id, body),
  }),
  route({
    method: 'GET', path: '/file/:id', access: anySession, params: idParams, answer: anyFile,
    summary: 'A stored file the caller may see: a signed PDF, a document\'s or a form\'s file',
    handle: (ctx, { params }) => fileById(ctx, params.id),
  }),
  ...documentOwnerRoutes,
];
