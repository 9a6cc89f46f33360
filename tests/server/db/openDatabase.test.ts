// @vitest-environment node
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedSharedBuffers, openDatabase } from '../../../server/db/openDatabase';
import { templateDataDirVariable } from '../seededTemplate';

const folder = mkdtempSync(join(tmpdir(), 'crew-embedded-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A copy of the run's seeded demo database (a new, empty one would take seconds to create). */
function seededCopy(): string {
  const directory = join(folder, 'pgdata');
  cpSync(process.env[templateDataDirVariable]!, directory, { recursive: true });
  return directory;
}

describe('the embedded database', () => {
  it(`keeps a page cache of ${embeddedSharedBuffers} (not PostgreSQL's 128 MB) and PGlite's own start parameters`, async () => {
    const db = await openDatabase({ directory: seededCopy() });
    try {
      const setting = async (name: string) => (await db.query<{ value: string }>(`SELECT current_setting('${name}') AS value`)).rows[0]!.value;
      expect(await setting('shared_buffers')).toBe(embeddedSharedBuffers);
      // One of PGlite's defaults, kept beside ours.
      expect(await setting('max_worker_processes')).toBe('0');
    } finally {
      await db.close();
    }
  });
});
