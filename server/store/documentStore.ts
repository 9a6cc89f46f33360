import type { CrewDocument, DocumentParameters, DocumentSignatory, DocumentType, SignatoryStatus, UploadInfo } from '../../src/ground/contract/documents';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { visibleDocuments } from './documentVisibility';

interface DocumentRow {
  id: number; caption: string; description: string | null; state: CrewDocument['state']; owner_type: CrewDocument['owner']['type'];
  owner_id: string; person_id: number | null; person_name: string | null; crew_chief_only: boolean; training: boolean;
  parameters: Partial<DocumentParameters>; document_number: string | null; valid_until: string | null; due_date: string | null;
  signed_upload_id: number | null; created_at: string; type: DocumentType | null; file: UploadInfo | null;
}
interface SignatoryRow {
  id: number; document_id: number; position: number; name: string; status: SignatoryStatus; person_id: number | null;
  contact_number: string | null; signed_at: string | null; rating: number | null; signatures: DocumentSignatory['signatures'];
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Documents with their type, person and file, as `d`; add a WHERE on `d` and an ORDER BY. */
const documentSelect = `
  SELECT d.id, d.caption, d.description, d.state, d.owner_type, d.owner_id, d.person_id,
    CASE WHEN pe.id IS NULL THEN NULL ELSE pe.first_name || ' ' || pe.last_name END AS person_name,
    d.crew_chief_only, d.training, d.parameters, d.document_number, d.valid_until::text AS valid_until,
    d.due_date::text AS due_date, d.signed_upload_id, ${iso('d.created_at')} AS created_at,
    CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name, 'category', t.category, 'parameters', t.parameters) END AS type,
    CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'fileName', u.file_name, 'mimeType', u.mime_type, 'kind', u.kind,
      'sizeBytes', u.size_bytes, 'width', u.width, 'height', u.height, 'status', u.status, 'uploadedAt', ${iso('u.uploaded_at')}) END AS file
  FROM documents d
  LEFT JOIN document_types t ON t.id = d.type_id
  LEFT JOIN persons pe ON pe.id = d.person_id
  LEFT JOIN uploads u ON u.id = d.upload_id`;

/** A page of the documents the caller may see that also meet `where` (a condition on `d` over params from $5). */
export async function pageOfDocuments(ctx: SessionContext, where: string, params: unknown[], paging: Paging): Promise<Page<CrewDocument>> {
  const visible = visibleDocuments(ctx, 1);
  const page = await pageOf<DocumentRow>(
    ctx.db, `${documentSelect} WHERE ${visible.sql} AND (${where}) ORDER BY d.due_date NULLS LAST, d.id`, [...visible.params, ...params], paging,
  );
  return { items: await withSignatories(ctx, ctx.db, page.items), total: page.total };
}

/** One document the caller may see, or null (missing, another tenant's or not theirs). */
export async function findDocument(ctx: SessionContext, id: number, db: Queryable = ctx.db): Promise<CrewDocument | null> {
  const visible = visibleDocuments(ctx, 1);
  const result = await db.query<DocumentRow>(`${documentSelect} WHERE ${visible.sql} AND d.id = $5`, [...visible.params, id]);
  const [document] = await withSignatories(ctx, db, result.rows);
  return document ?? null;
}

async function withSignatories(ctx: SessionContext, db: Queryable, rows: DocumentRow[]): Promise<CrewDocument[]> {
  if (rows.length === 0) return [];
  const signatories = await db.query<SignatoryRow>(
    `SELECT s.id, s.document_id, s.position, s.name, s.status, s.person_id, s.contact_number, ${iso('s.signed_at')} AS signed_at, s.rating,
       COALESCE((SELECT json_agg(json_build_object('id', g.id, 'caption', g.caption, 'page', g.page, 'signed', g.signed,
         'signedAt', ${iso('g.signed_at')}) ORDER BY g.id) FROM document_signatures g WHERE g.signatory_id = s.id), '[]') AS signatures
     FROM document_signatories s WHERE s.document_id = ANY($1::int[]) ORDER BY s.document_id, s.position`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => documentOf(ctx, row, signatories.rows.filter((signatory) => signatory.document_id === row.id)));
}

/** Whether the caller is this signatory: their person, or (for contacts) their contact number. */
export function isCallerSignatory(ctx: SessionContext, signatory: { person_id?: number | null; personId?: number | null; contact_number?: string | null; contactNumber?: string | null }): boolean {
  const personId = signatory.person_id ?? signatory.personId ?? null;
  const contactNumber = signatory.contact_number ?? signatory.contactNumber ?? null;
  if (personId !== null) return ctx.principal.tokenType === 'user' && personId === ctx.principal.personId;
  return contactNumber !== null && contactNumber === ctx.principal.claims.loginData.contactNumber;
}

/** A signature is collectable only from a signatory in Ready to sign or On Going (section 4). */
export const isCollectable = (status: SignatoryStatus) => status === 'Ready to sign' || status === 'On Going';

function documentOf(ctx: SessionContext, row: DocumentRow, signatories: SignatoryRow[]): CrewDocument {
  const parameters: DocumentParameters = {
    allowSignatories: row.parameters.allowSignatories ?? signatories.length > 0,
    signatoriesOrder: row.parameters.signatoriesOrder ?? false,
  };
  return {
    id: row.id, caption: row.caption, description: row.description, type: row.type, state: row.state,
    owner: { type: row.owner_type, id: row.owner_id }, personId: row.person_id, personName: row.person_name,
    crewChiefOnly: row.crew_chief_only, training: row.training, parameters, documentNumber: row.document_number,
    validUntil: row.valid_until, dueDate: row.due_date, file: row.file,
    signedUrl: row.signed_upload_id === null ? null : `/api/v1/file/${row.signed_upload_id}`,
    createdAt: row.created_at,
    signatories: signatories.map((signatory, index) => ({
      id: signatory.id, position: signatory.position, name: signatory.name, status: signatory.status,
      personId: signatory.person_id, contactNumber: signatory.contact_number, signatures: signatory.signatures,
      signedAt: signatory.signed_at, rating: signatory.rating,
      canSignNow: parameters.allowSignatories && isCollectable(signatory.status) && isCallerSignatory(ctx, signatory)
        && (!parameters.signatoriesOrder || signatories.slice(0, index).every((earlier) => earlier.status === 'Signed')),
    })),
  };
}
