import { startRealPostgres } from '../../build/realPostgres';
import { makeSeededDatabase, templateDatabaseVariable } from './seededTemplate';

/**
 * Starts one real PostgreSQL cluster for the whole server suite, with the demo migrated and seeded once in a template
 * database; each test server makes its own database in it from that template.
 */
export default async function setup() {
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
