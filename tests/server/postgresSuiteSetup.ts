import { fileURLToPath } from 'node:url';
import { startRealPostgres } from '../../build/realPostgres';
import { ensureServerBuilt } from '../../build/serverBuild';
import { makeSeededDatabase, templateDatabaseVariable } from './seededTemplate';

/**
 * Starts one real PostgreSQL cluster for the whole server suite, with the demo migrated and seeded once in a template
 * database; each test server makes its own database in it from that template. Also compiles the server (`server/dist/`)
 * for the tests that start whole server processes.
 */
export default async function setup() {
  const problem = await ensureServerBuilt(fileURLToPath(new URL('../..', import.meta.url)));
  if (problem) throw new Error(problem);
  const postgres = await startRealPostgres();
  try {
    await makeSeededDatabase(postgres.url, 'crew_seeded_template');
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  process.env['TEST_DATABASE_URL'] = postgres.url;
  process.env[templateDatabaseVariable] = 'crew_seeded_template';
  return () => postgres.stop();
}
