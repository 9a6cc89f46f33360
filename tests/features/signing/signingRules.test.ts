import { describe, expect, it } from 'vitest';
import {
  inSigningOrder, isCollectable, isDocumentSigned, maySignNow, signatoryOf, signBlock, type SignableDocument, type SignatoryLike,
} from '../../../src/features/signing/signingRules';

const signatory = (id: number, status: string, signed: boolean[] = [false], extra: Partial<SignatoryLike> = {}): SignatoryLike => ({
  id, status, signatures: signed.map((value) => ({ signed: value })), ...extra,
});

const documentOf = (signatories: SignatoryLike[], order = true, allow = true): SignableDocument => ({
  parameters: { allowSignatories: allow, signatoriesOrder: order }, signatories,
});

describe('signing rules (section 4)', () => {
  it('collects signatures only from Ready to sign and On Going', () => {
    expect(isCollectable('Ready to sign')).toBe(true);
    expect(isCollectable('On Going')).toBe(true);
    expect(isCollectable('Signed')).toBe(false);
    expect(isCollectable('Declined')).toBe(false);
    expect(isCollectable('')).toBe(false);
  });

  it('one by one: the second may sign only after the first is Signed', () => {
    const first = signatory(1, 'Ready to sign', [false], { position: 1 });
    const second = signatory(2, 'Ready to sign', [false], { position: 2 });
    const before = documentOf([first, second]);
    expect(maySignNow(before, first)).toBe(true);
    expect(signBlock(before, second)).toBe('waitingForEarlier');
    const after = documentOf([{ ...first, status: 'Signed', signatures: [{ signed: true }] }, { ...second, status: 'On Going' }]);
    expect(maySignNow(after, after.signatories[1]!)).toBe(true);
  });

  it('one by one follows the position, not the list order', () => {
    const late = signatory(1, 'Ready to sign', [false], { position: 2 });
    const early = signatory(2, 'Ready to sign', [false], { position: 1 });
    const document = documentOf([late, early]);
    expect(inSigningOrder(document.signatories).map((one) => one.id)).toEqual([2, 1]);
    expect(signBlock(document, late)).toBe('waitingForEarlier');
    expect(maySignNow(document, early)).toBe(true);
  });

  it('without order anyone collectable may sign at once', () => {
    const document = documentOf([signatory(1, 'Ready to sign'), signatory(2, 'Ready to sign')], false);
    expect(maySignNow(document, document.signatories[1]!)).toBe(true);
  });

  it('refuses a signatory that signed already, one not collectable, and documents not signed by signatories', () => {
    expect(signBlock(documentOf([signatory(1, 'Signed', [true])]), signatory(1, 'Signed', [true]))).toBe('alreadySigned');
    expect(signBlock(documentOf([signatory(1, 'Declined')]), signatory(1, 'Declined'))).toBe('notCollectable');
    expect(signBlock(documentOf([signatory(1, 'Ready to sign')], true, false), signatory(1, 'Ready to sign'))).toBe('notBySignatories');
    expect(signBlock({ parameters: null, signatories: [] }, signatory(1, 'Ready to sign'))).toBe('notBySignatories');
  });

  it('counts a document as signed when every collectable signature is signed', () => {
    expect(isDocumentSigned(documentOf([signatory(1, 'Signed', [true, true]), signatory(2, 'On Going', [false])]))).toBe(false);
    expect(isDocumentSigned(documentOf([signatory(1, 'Signed', [true, true]), signatory(2, 'Signed', [true])]))).toBe(true);
    // A signatory that is not to sign (not collectable, not signed) does not hold the document back.
    expect(isDocumentSigned(documentOf([signatory(1, 'Signed', [true]), signatory(2, 'Declined', [false])]))).toBe(true);
    expect(isDocumentSigned(documentOf([signatory(1, 'Ready to sign', [true, false])]))).toBe(false);
    expect(isDocumentSigned(documentOf([]))).toBe(false);
  });

  it('finds the session’s signatory by person id, else by contact number', () => {
    const document = documentOf([
      signatory(1, 'Ready to sign', [false], { personId: 5, contactNumber: 'C-1' }),
      signatory(2, 'Ready to sign', [false], { personId: null, contactNumber: 'C-2' }),
    ]);
    expect(signatoryOf(document, { personId: 5 })?.id).toBe(1);
    expect(signatoryOf(document, { personId: 9, contactNumber: 'C-2' })?.id).toBe(2);
    expect(signatoryOf(document, { personId: null, contactNumber: null })).toBeUndefined();
  });
});
