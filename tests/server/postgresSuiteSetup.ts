import { startRealPostgres } from '../../build/realPostgres';

/** Starts one real PostgreSQL cluster for the whole server suite; each test server makes its own database in it. */
export default async function setup() {
  const postgres = await startRealPostgres();
  process.env['TEST_DATABASE_URL'] = postgres.url;
  return () => postgres.stop();
}
