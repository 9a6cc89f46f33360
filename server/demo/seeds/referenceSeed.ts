import type { Queryable } from '../../kernel/database';
import type { DomainSeed } from './DomainSeed';
import { globalLists, tenantLists, type ReferenceEntry } from './referenceData';

async function insertList(tx: Queryable, tenantId: number | null, list: string, entries: ReferenceEntry[]): Promise<void> {
  for (const [position, [code, caption, details]] of entries.entries()) {
    await tx.query('INSERT INTO reference_items (tenant_id, list, code, caption, position, details) VALUES ($1,$2,$3,$4,$5,$6)',
      [tenantId, list, code, caption, position, JSON.stringify(details ?? {})]);
  }
}

/** The demo data of this part of the product: the shared and per-tenant reference lists. */
export const referenceSeed: DomainSeed = async (tx, ids) => {
  for (const [list, entries] of Object.entries(globalLists)) await insertList(tx, null, list, entries);
  for (const [tenant, lists] of Object.entries(tenantLists)) {
    for (const [list, entries] of Object.entries(lists)) await insertList(tx, ids.get('tenant', tenant), list, entries);
  }
};
