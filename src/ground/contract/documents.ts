/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */
import { Type, type Static } from 'typebox';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { atLeastOneKey, field, isoDate, nullable, object, optional, wholeNumber, withoutNulPattern, type Field, type FieldInput } from './fields/fields';
import { textWithoutNul } from './fields/textWithoutNul';

/** A file someone uploaded: judged by its content, kept pending approval until the office approves it. */
export const UploadInfo = Shape({
  id: Id,
  fileName: Type.String(),
  mimeType: Type.String({ description: 'The media type found from the content, e.g. application/pdf.' }),
  kind: OneOf(['pdf', 'png', 'jpeg', 'webp', 'gif', 'heic']),
  sizeBytes: Type.Integer({ minimum: 0 }),
  width: Nullable(Type.Integer({ minimum: 0, description: 'In pixels, for images.' })),
  height: Nullable(Type.Integer({ minimum: 0, description: 'In pixels, for images.' })),
  status: OneOf(['pending', 'approved', 'rejected']),
  uploadedAt: IsoDateTime,
}, 'A file someone uploaded: judged by its content, kept pending approval until the office approves it.');
export type UploadInfo = Static<typeof UploadInfo>;

/** What a document type is for; `information` documents are to read, `training` ones belong to trainings. */
export const DocumentCategory = OneOf(
  ['general', 'contract', 'training', 'identity', 'socialSecurity', 'information'],
  'What a document type is for; information documents are to read, training ones belong to trainings.',
);
export type DocumentCategory = Static<typeof DocumentCategory>;

/** A kind of document; its parameters may name the signatories a document of this type needs. */
export const DocumentType = Shape({
  id: Id,
  name: Type.String(),
  category: DocumentCategory,
  parameters: Shape({
    signatories: Type.Optional(Type.Array(Shape({ role: Type.String(), caption: Type.String() }))),
  }),
}, 'A kind of document; its parameters may name the signatories a document of this type needs.');
export type DocumentType = Static<typeof DocumentType>;

/** Where a document stands: to sign, signed, to upload, verifying (uploaded, pending approval), information ready… */
export const DocumentState = OneOf(
  ['toSign', 'signed', 'toUpload', 'verifying', 'informationReady', 'approved', 'rejected'],
  'Where a document stands: to sign, signed, to upload, verifying (uploaded, pending approval), information ready…',
);
export type DocumentState = Static<typeof DocumentState>;

/** A signatory's status caption (section 4). */
export const SignatoryStatus = OneOf(['Ready to sign', 'On Going', 'Signed'], "A signatory's status caption (section 4).");
export type SignatoryStatus = Static<typeof SignatoryStatus>;

/** One place a signatory signs. */
export const DocumentSignature = Shape({
  id: Id,
  caption: Type.String(),
  page: Type.Integer({ minimum: 1 }),
  signed: Type.Boolean(),
  signedAt: Nullable(IsoDateTime),
}, 'One place a signatory signs.');
export type DocumentSignature = Static<typeof DocumentSignature>;

/** Someone who signs a document: a person, or a contact by number. */
export const DocumentSignatory = Shape({
  id: Id,
  position: Type.Integer({ description: 'The order of signing, from 1.' }),
  name: Type.String(),
  status: SignatoryStatus,
  personId: Nullable(Id),
  contactNumber: Nullable(Type.String()),
  signatures: Type.Array(DocumentSignature),
  signedAt: Nullable(IsoDateTime),
  rating: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
  canSignNow: Type.Boolean({ description: 'True when this signatory is the caller and may sign now (their turn, status collectable).' }),
}, 'Someone who signs a document: a person, or a contact by number.');
export type DocumentSignatory = Static<typeof DocumentSignatory>;

/** A document's own parameters: whether signatories sign it, and whether one by one in order. */
export const DocumentParameters = Shape({
  allowSignatories: Type.Boolean(),
  signatoriesOrder: Type.Boolean({ description: 'True when signatories sign one by one, in position order.' }),
}, "A document's own parameters: whether signatories sign it, and whether one by one in order.");
export type DocumentParameters = Static<typeof DocumentParameters>;

/** A document: to sign, to upload, to read, or on file; `signedUrl` once every collectable signature is signed. */
export const CrewDocument = Shape({
  id: Id,
  caption: Type.String(),
  description: Nullable(Type.String()),
  type: Nullable(DocumentType),
  state: DocumentState,
  owner: Shape({
    type: OneOf(['person', 'staffContract', 'receipt', 'invoice', 'company', 'contact', 'project']),
    id: Type.String({ description: "The owner's id, or its number for a project." }),
  }),
  personId: Nullable(Id),
  personName: Nullable(Type.String()),
  crewChiefOnly: Type.Boolean(),
  training: Type.Boolean(),
  parameters: DocumentParameters,
  documentNumber: Nullable(Type.String()),
  validUntil: Nullable(IsoDate),
  dueDate: Nullable(IsoDate),
  signatories: Type.Array(DocumentSignatory),
  /** The uploaded file, if any (the office approves it); the document's own PDF is at `/documents/{id}/file`. */
  file: Nullable(UploadInfo),
  signedUrl: Nullable(Type.String({ description: '/api/v1/file/{id}: the signed PDF, once signed.' })),
  createdAt: IsoDateTime,
}, 'A document: to sign, to upload, to read, or on file; signedUrl once every collectable signature is signed.');
export type CrewDocument = Static<typeof CrewDocument>;

/** The caller's document counts for the home screen. */
export const DocumentsStatus = Shape({
  toSign: Type.Integer({ minimum: 0 }),
  verifying: Type.Integer({ minimum: 0 }),
  toUpload: Type.Integer({ minimum: 0 }),
  informationReady: Type.Integer({ minimum: 0 }),
}, "The caller's document counts for the home screen.");
export type DocumentsStatus = Static<typeof DocumentsStatus>;

/** POST /documents/:id: the fields a person may fill in on their document. */
export const documentUpdate = object({
  description: optional(nullable(textWithoutNul({ max: 2000 })), undefined),
  documentNumber: optional(nullable(textWithoutNul({ max: 100 })), undefined),
  validUntil: optional(nullable(isoDate()), undefined),
}, {
  unknownKeys: 'reject',
  check: atLeastOneKey({ path: 'body', message: 'must change at least one field' }),
});
/** What the app sends to `POST /documents/:id`. */
export type DocumentUpdate = FieldInput<typeof documentUpdate>;

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

/**
 * POST /documents/:id/sign/:signatoryId and /documentSignatories/:id/sign: the signature, a PNG data URL
 * (`data:image/png;base64,…`) read by `signature` (the server's reader checks the image itself), an optional rating
 * and form fields.
 */
export const signRequest = <P>(signature: Field<P, string>) => object({
  signature,
  rating: optional(wholeNumber(1, 5), null),
  formFields: optional(formFields, null),
}, { unknownKeys: 'reject' });
/** What the app sends to sign a document. */
export type SignRequest = FieldInput<ReturnType<typeof signRequest<unknown>>>;
