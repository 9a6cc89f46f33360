/**
 * The signing rules of the product (section 4), as pure functions over a document and its signatories.
 * Statuses: Ready to sign, On Going, Signed. A signature is collectable only from a signatory in Ready to sign or
 * On Going; when signing is one by one (`signatoriesOrder`) a signatory may sign only after the previous one is
 * Signed; a document counts as signed when every collectable signature is signed.
 */

export const signatoryStatuses = { ready: 'Ready to sign', ongoing: 'On Going', signed: 'Signed' } as const;

export interface SignatureLike {
  signed: boolean;
}

export interface SignatoryLike {
  id: number;
  status: string;
  personId?: number | null;
  contactNumber?: string | null;
  /** Order of signing; the list order when absent. */
  position?: number;
  signatures: SignatureLike[];
}

export interface SignableDocument {
  parameters?: { allowSignatories?: boolean; signatoriesOrder?: boolean } | null;
  signatories: SignatoryLike[];
}

/** Who is looking: the session's person and contact number. */
export interface Signer {
  personId?: number | null;
  contactNumber?: string | null;
}

/** A signature can be collected from a signatory in this status. */
export function isCollectable(status: string): boolean {
  return status === signatoryStatuses.ready || status === signatoryStatuses.ongoing;
}

/** The signatories in signing order. */
export function inSigningOrder<T extends SignatoryLike>(signatories: readonly T[]): T[] {
  return signatories
    .map((signatory, index) => ({ signatory, index }))
    .sort((a, b) => (a.signatory.position ?? a.index) - (b.signatory.position ?? b.index) || a.index - b.index)
    .map(({ signatory }) => signatory);
}

/** Why a signatory cannot sign now, or null when it can. */
export type SignBlock = 'notBySignatories' | 'alreadySigned' | 'notCollectable' | 'waitingForEarlier';

export function signBlock(document: SignableDocument, signatory: SignatoryLike): SignBlock | null {
  if (!document.parameters?.allowSignatories) return 'notBySignatories';
  if (signatory.status === signatoryStatuses.signed) return 'alreadySigned';
  if (!isCollectable(signatory.status)) return 'notCollectable';
  if (document.parameters.signatoriesOrder) {
    const ordered = inSigningOrder(document.signatories);
    const earlier = ordered.slice(0, ordered.findIndex((other) => other.id === signatory.id));
    if (earlier.some((other) => other.status !== signatoryStatuses.signed)) return 'waitingForEarlier';
  }
  return null;
}

/** The signatory may sign now. */
export function maySignNow(document: SignableDocument, signatory: SignatoryLike): boolean {
  return signBlock(document, signatory) === null;
}

/** Every collectable signature is signed (signatories in another status do not count; a signed one's do). */
export function isDocumentSigned(document: SignableDocument): boolean {
  const counted = document.signatories.filter((signatory) => isCollectable(signatory.status) || signatory.status === signatoryStatuses.signed);
  return counted.length > 0 && counted.every((signatory) => signatory.signatures.every((signature) => signature.signed));
}

/** The signatory the signer signs as: by person id, else by contact number. */
export function signatoryOf<T extends SignatoryLike>(document: { signatories: readonly T[] }, signer: Signer): T | undefined {
  return (
    document.signatories.find((signatory) => signer.personId != null && signatory.personId === signer.personId) ??
    document.signatories.find((signatory) => signer.contactNumber != null && signatory.contactNumber === signer.contactNumber)
  );
}
