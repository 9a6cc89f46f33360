import { addDays } from '../../kernel/isoDates';
import { renderPdf } from '../../files/renderPdf';
import type { DomainSeed } from './DomainSeed';
import { demoDocuments, demoDocumentTypes, type DemoDocument } from './documentsData';
import type { SeedIds } from '../seedIds';
import type { Queryable } from '../../kernel/database';

/** The key a document's owner has in `documents.owner_id`, or null when that part seeded no such row. */
function ownerId(ids: SeedIds, owner: DemoDocument['owner']): string | null {
  if (owner.kind === 'project') return owner.key;
  try {
    return String(ids.get(owner.kind, owner.key));
  } catch {
    return null;
  }
}

async function keepPdf(tx: Queryable, tenantId: number, document: DemoDocument, personId: number | null, status: string, name: string): Promise<number> {
  const bytes = Buffer.from(await renderPdf({ title: document.caption, paragraphs: [document.description ?? 'Demo document.'] }));
  const result = await tx.query<{ id: number }>(
    `INSERT INTO uploads (tenant_id, owner_type, owner_id, uploaded_by, file_name, mime_type, kind, size_bytes, bytes, status)
     VALUES ($1, 'document', $2, $3, $4, 'application/pdf', 'pdf', $5, $6, $7) RETURNING id`,
    [tenantId, document.key, personId, name, bytes.length, bytes, status],
  );
  return result.rows[0]!.id;
}

/** Document types and documents: to sign (one signed in order by crew member then office), to upload, verifying, to read, training. */
export const documentsSeed: DomainSeed = async (tx, ids, today) => {
  for (const type of demoDocumentTypes) {
    await ids.insert('documentType', type.key, 'INSERT INTO document_types (tenant_id, name, category, parameters) VALUES ($1, $2, $3, $4) RETURNING id',
      [ids.get('tenant', type.tenant), type.name, type.category, JSON.stringify(type.parameters)]);
  }
  const tenantId = ids.get('tenant', 'moyo');
  for (const document of demoDocuments) {
    const owner = ownerId(ids, document.owner);
    if (owner === null) continue;
    const personId = document.person === null ? null : ids.get('person', document.person);
    const upload = document.file ? await keepPdf(tx, tenantId, document, personId, document.state === 'approved' ? 'approved' : 'pending', `${document.key}.pdf`) : null;
    const signed = document.state === 'signed' ? await keepPdf(tx, tenantId, document, null, 'approved', `${document.key}-signed.pdf`) : null;
    const documentId = await ids.insert('document', document.key,
      `INSERT INTO documents (tenant_id, type_id, caption, description, owner_type, owner_id, person_id, state, crew_chief_only, training,
         parameters, due_date, valid_until, upload_id, signed_upload_id, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15, $16::date) RETURNING id`,
      [tenantId, ids.get('documentType', document.type), document.caption, document.description ?? null, document.owner.kind, owner, personId,
        document.state, document.crewChiefOnly ?? false, document.training ?? false,
        JSON.stringify({ allowSignatories: (document.signatories ?? []).length > 0, signatoriesOrder: document.order ?? false }),
        document.dueDays === undefined ? null : addDays(today, document.dueDays),
        document.validDays === undefined ? null : addDays(today, document.validDays), upload, signed, addDays(today, -30)]);
    for (const [index, signatory] of (document.signatories ?? []).entries()) {
      const person = await tx.query<{ id: number; name: string; contact_number: string | null }>(
        `SELECT id, first_name || ' ' || last_name AS name, contact_number FROM persons WHERE id = $1`, [ids.get('person', signatory.login)]);
      const row = person.rows[0]!;
      const signedAt = signatory.signed ? `${addDays(today, -12)}T10:15:00Z` : null;
      const signatoryId = await ids.insert('documentSignatory', `${document.key}:${index + 1}`,
        `INSERT INTO document_signatories (document_id, position, name, person_id, contact_number, status, signed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [documentId, index + 1, row.name, row.id, row.contact_number, signatory.signed ? 'Signed' : 'Ready to sign', signedAt]);
      for (const caption of signatory.signatures) {
        await tx.query('INSERT INTO document_signatures (signatory_id, caption, signed, signed_at) VALUES ($1, $2, $3, $4)',
          [signatoryId, caption, signatory.signed ?? false, signedAt]);
      }
    }
  }
  const acme = ids.get('tenant', 'acme');
  await ids.insert('document', 'sh-contract', `INSERT INTO documents (tenant_id, type_id, caption, owner_type, owner_id, person_id, state)
    VALUES ($1, $2, 'Arbeidsovereenkomst 2026', 'person', $3, $4, 'informationReady') RETURNING id`,
  [acme, ids.get('documentType', 'sh-contract'), String(ids.get('person', 'crew@acme.test')), ids.get('person', 'crew@acme.test')]);
};
