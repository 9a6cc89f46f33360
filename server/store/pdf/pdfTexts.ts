import type { SignaturePageTexts } from '../../files/renderSignedPdf';
import type { Queryable } from '../../kernel/database';
import type { SessionContext } from '../../kernel/route';
import { fillText, languageTag, localeSection, type Language } from '../localeTexts';
import { readerLanguage } from './readerLanguage';

/** The `pdf` group of `locales/<language>.json`: the fixed words of every PDF the server writes. */
export interface PdfTextGroup {
  downloaded: string;
  signedFooter: string;
  signedBy: string;
  nameOn: string;
  notYet: string;
  yes: string;
  no: string;
  fromTo: string;
  signatures: string;
  signatureOf: string;
  signatureUnreadable: string;
  label: Record<PdfLabel, string>;
  title: Record<PdfTitle, string>;
  text: Record<PdfSentence, string>;
}

/** The label of a label/value line. */
export type PdfLabel = 'project' | 'client' | 'location' | 'crewChief' | 'released' | 'hoursConfirmed' | 'crew' | 'dateAndShift'
  | 'filledBy' | 'signed' | 'checkedInAt' | 'checkedOutAt' | 'position' | 'type' | 'for' | 'due' | 'signatory' | 'document'
  | 'payroll' | 'employee' | 'period' | 'status' | 'gross' | 'taxWithheld' | 'net' | 'company' | 'clientMark' | 'reference'
  | 'rateCard' | 'positions' | 'score';

/** A document's heading. */
export type PdfTitle = 'deliveryNote' | 'crewChiefSheet' | 'securityCheck' | 'checkIn' | 'checkOut' | 'payslip' | 'annualStatement'
  | 'timesheet' | 'projectReport' | 'deliveryNotes' | 'crewMembersDocuments' | 'companyDocuments';

/** A sentence of a document's body. */
export type PdfSentence = 'crewSheetLine' | 'dateAndShift' | 'notShared' | 'payrollItem' | 'payrollItemPaid' | 'annualSummary'
  | 'annualRow' | 'closed' | 'notClosed' | 'positions' | 'bookingLine' | 'deliveryLine' | 'noShow' | 'noPlannedPositions'
  | 'noDocuments' | 'documentState' | 'documentStateValid' | 'document';

/** How a PDF speaks to its reader: their language's words, dates and amounts. */
export interface PdfWriting {
  language: Language;
  /** The language's BCP 47 tag, e.g. `nl-NL`, for the PDF's language. */
  tag: string;
  texts: PdfTextGroup;
  /** A text of the group with its `{{placeholders}}` filled. */
  fill: (text: string, values: Readonly<Record<string, string | number>>) => string;
  /** A day (`YYYY-MM-DD`) written out, e.g. `29 november 2026`; `null` or an unreadable day as it is or `-`. */
  day: (date: string | null | undefined) => string;
  /** A moment written out with its offset (section 9: UTC-offset format), e.g. `29 nov 2026, 04:30 (UTC+00:00)`. */
  moment: (moment: Date | string | null | undefined) => string;
  /** An amount in the currency the record names, e.g. `€ 1.234,50`. */
  money: (amount: number, currency: string) => string;
  /** A number as the language groups and points it, e.g. `7,5`. */
  number: (value: number) => string;
}

/** The writing for a language (one place that formats; `pdfWritingFor` picks the caller's language). */
export function pdfWriting(language: Language): PdfWriting {
  const locale = languageTag(language);
  const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const moments = new Intl.DateTimeFormat(locale, {
    day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC',
  });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    language,
    tag: locale,
    texts: localeSection<PdfTextGroup>(language, 'pdf'),
    fill: (text, values) => fillText(text, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]))),
    day: (date) => {
      const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
      if (!match) return date || '-';
      return days.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
    },
    moment: (moment) => {
      if (!moment) return '-';
      const at = typeof moment === 'string' ? new Date(moment) : moment;
      return Number.isNaN(at.getTime()) ? String(moment) : `${moments.format(at)} (UTC+00:00)`;
    },
    money: (amount, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
    number: (value) => numbers.format(value),
  };
}

/** The writing in the caller's language (`readerLanguage`; `db`: the transaction the caller is in, if any). */
export const pdfWritingFor = async (ctx: SessionContext, db: Queryable = ctx.db): Promise<PdfWriting> =>
  pdfWriting(await readerLanguage(ctx, db));

/** The signatures page's words (`renderSignedPdf`) in the writing's language. */
export const signaturePage = (writing: PdfWriting): SignaturePageTexts => ({
  heading: writing.texts.signatures,
  signedLine: (signature) => writing.fill(writing.texts.signatureOf, { name: signature.name, moment: writing.moment(signature.signedAt) }),
  unreadable: writing.texts.signatureUnreadable,
});

/** The foot of a downloaded PDF: when it was made. */
export const downloadedAt = (writing: PdfWriting, now: Date): string => writing.fill(writing.texts.downloaded, { moment: writing.moment(now) });
