import type { CrewDocument, DocumentType } from '../../src/ground/contract/documents';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { renderPdf } from '../files/renderPdf';
import { downloadedAt, pdfWritingFor } from './pdf/pdfTexts';
import { pageOfDocuments } from './documentStore';
import { requireOwner, requirePersonAccess, requireProjectAccess, type OwnerType } from './documentOwners';

/** A person's documents (`training` false) or training documents (true); the person or staff only. */
export async function personDocuments(ctx: SessionContext, personId: number, training: boolean, paging: Paging): Promise<Page<CrewDocument>> {
  await requirePersonAccess(ctx, personId);
  return pageOfDocuments(ctx, 'd.person_id = $5 AND d.training = $6', [personId, training], paging);
}

/**
 * The documents of one owner (a staff contract, receipt, invoice, company or contact) the caller may see, once the
 * route has found the owner as the caller's (`documentOwnerRoutes.ts`: 404 for one that is not).
 */
export async function ownerDocuments(ctx: SessionContext, type: OwnerType, id: string, paging: Paging): Promise<Page<CrewDocument>> {
  return pageOfDocuments(ctx, 'd.owner_type = $5 AND d.owner_id = $6', [type, id], paging);
}

/** A project's documents: for staff, the project's login and the people working on it (others 404). */
export async function projectDocuments(ctx: SessionContext, number: string, paging: Paging): Promise<Page<CrewDocument>> {
  await requireProjectAccess(ctx, number);
  return pageOfDocuments(ctx, "d.owner_type = 'project' AND d.owner_id = $5", [number], paging);
}

const crewMembersOf = `d.person_id IN (SELECT ci.person_id FROM crew_items ci JOIN crews c ON c.id = ci.crew_id
  JOIN projects p ON p.id = c.project_id WHERE p.number = $5 AND p.tenant_id = $1 AND ci.person_id IS NOT NULL)`;

/** The personal documents of the project's crew members (social security ones only, with `socialSecurity`). */
export async function crewMembersDocuments(
  ctx: SessionContext, number: string, socialSecurity: boolean, paging: Paging,
): Promise<Page<CrewDocument>> {
  await requireOwner(ctx, 'project', number);
  const where = `${crewMembersOf} AND ($6::boolean = false
    OR EXISTS (SELECT 1 FROM document_types t WHERE t.id = d.type_id AND t.category = 'socialSecurity'))`;
  return pageOfDocuments(ctx, where, [number, socialSecurity], paging);
}

/** A PDF listing documents (the project's crew members', or the company's) with their state, for the office. */
export async function exportCrewMembersDocuments(ctx: SessionContext, owner: 'project' | 'company', id: string): Promise<FileReply> {
  await requireOwner(ctx, owner, id);
  const all = { limit: 1000, page: 1 };
  const { items } = owner === 'project'
    ? await pageOfDocuments(ctx, crewMembersOf, [id], all)
    : await pageOfDocuments(ctx, `d.owner_type = 'company' AND d.owner_id = $5`, [id], all);
  const writing = await pdfWritingFor(ctx);
  const { texts, fill } = writing;
  const bytes = await renderPdf({
    title: owner === 'project' ? fill(texts.title.crewMembersDocuments, { number: id }) : fill(texts.title.companyDocuments, { id }),
    lines: items.map((document) => ({
      label: document.personName ?? document.owner.type,
      value: document.validUntil
        ? fill(texts.text.documentStateValid, { caption: document.caption, state: document.state, date: writing.day(document.validUntil) })
        : fill(texts.text.documentState, { caption: document.caption, state: document.state }),
    })),
    paragraphs: items.length === 0 ? [texts.text.noDocuments] : [],
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  });
  return new FileReply(bytes, 'application/pdf', `${owner}-${id}-crew-documents.pdf`);
}

/** The tenant's document types. */
export async function listDocumentTypes(ctx: SessionContext, paging: Paging): Promise<Page<DocumentType>> {
  return pageOf<DocumentType>(ctx.db, 'SELECT id, name, category, parameters FROM document_types WHERE tenant_id = $1 ORDER BY name, id', [ctx.tenant.id], paging);
}
