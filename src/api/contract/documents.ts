/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** A file someone uploaded: judged by its content, kept pending approval until the office approves it. */
export interface UploadInfo {
  id: number;
  fileName: string;
  mimeType: string;
  kind: 'pdf' | 'png' | 'jpeg' | 'webp' | 'gif' | 'heic';
  sizeBytes: number;
  width: number | null;
  height: number | null;
  status: 'pending' | 'approved' | 'rejected';
  uploadedAt: string;
}

/** What a document type is for; `information` documents are to read, `training` ones belong to trainings. */
export type DocumentCategory = 'general' | 'contract' | 'training' | 'identity' | 'socialSecurity' | 'information';

/** A kind of document; its parameters may name the signatories a document of this type needs. */
export interface DocumentType {
  id: number;
  name: string;
  category: DocumentCategory;
  parameters: { signatories?: { role: string; caption: string }[] };
}

/** Where a document stands: to sign, signed, to upload, verifying (uploaded, pending approval), information ready… */
export type DocumentState = 'toSign' | 'signed' | 'toUpload' | 'verifying' | 'informationReady' | 'approved' | 'rejected';

/** A signatory's status caption (section 4). */
export type SignatoryStatus = 'Ready to sign' | 'On Going' | 'Signed';

/** One place a signatory signs. */
export interface DocumentSignature { id: number; caption: string; page: number; signed: boolean; signedAt: string | null }

/** Someone who signs a document: a person, or a contact by number. */
export interface DocumentSignatory {
  id: number;
  position: number;
  name: string;
  status: SignatoryStatus;
  personId: number | null;
  contactNumber: string | null;
  signatures: DocumentSignature[];
  signedAt: string | null;
  rating: number | null;
  /** True when this signatory is the caller and may sign now (their turn, status collectable). */
  canSignNow: boolean;
}

/** A document's own parameters: whether signatories sign it, and whether one by one in order. */
export interface DocumentParameters { allowSignatories: boolean; signatoriesOrder: boolean }

/** A document: to sign, to upload, to read, or on file; `signedUrl` once every collectable signature is signed. */
export interface CrewDocument {
  id: number;
  caption: string;
  description: string | null;
  type: DocumentType | null;
  state: DocumentState;
  owner: { type: 'person' | 'staffContract' | 'receipt' | 'invoice' | 'company' | 'contact' | 'project'; id: string };
  personId: number | null;
  personName: string | null;
  crewChiefOnly: boolean;
  training: boolean;
  parameters: DocumentParameters;
  documentNumber: string | null;
  validUntil: string | null;
  dueDate: string | null;
  signatories: DocumentSignatory[];
  /** The uploaded file, if any (the office approves it); the document's own PDF is at `/documents/{id}/file`. */
  file: UploadInfo | null;
  /** `/api/v1/file/{id}`: the signed PDF, once signed. */
  signedUrl: string | null;
  createdAt: string;
}

/** The caller's document counts for the home screen. */
export interface DocumentsStatus { toSign: number; verifying: number; toUpload: number; informationReady: number }

/** POST /documents/:id: the fields a person may fill in on their document. */
export interface DocumentUpdate { description?: string | null; documentNumber?: string | null; validUntil?: string | null }

/** POST /documents/:id/sign/:signatoryId and /documentSignatories/:id/sign. */
export interface SignRequest {
  /** A PNG data URL: `data:image/png;base64,…`. */
  signature: string;
  rating?: number;
  formFields?: Record<string, string | number | boolean | null>;
}
