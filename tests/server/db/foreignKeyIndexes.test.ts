// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '../../../server/kernel/database';
import { openSeededDatabase } from '../testDatabase';
import { makeDataDir, removeDataDir } from '../testServer';

let db: Db;
const dataDir = makeDataDir();
beforeAll(async () => {
  db = await openSeededDatabase(dataDir);
}, 120_000);
afterAll(async () => {
  await db.close();
  removeDataDir(dataDir);
});

describe('the schema', () => {
  it('has an index led by the columns of every foreign key, so a join or a delete reads only the rows it concerns', async () => {
    const unindexed = await db.query<{ name: string }>(`
      SELECT k.conrelid::regclass::text || '(' || (
          SELECT string_agg(a.attname, ', ' ORDER BY array_position(k.conkey, a.attnum))
          FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)) || ')' AS name
      FROM pg_constraint k
      WHERE k.contype = 'f' AND NOT EXISTS (
        SELECT 1 FROM pg_index i WHERE i.indrelid = k.conrelid
          AND (i.indkey::int2[])[0:cardinality(k.conkey) - 1] @> k.conkey
          AND (i.indkey::int2[])[0:cardinality(k.conkey) - 1] <@ k.conkey)
      ORDER BY 1`);
    expect(unindexed.rows.map((row) => row.name)).toEqual([]);
  });
});
