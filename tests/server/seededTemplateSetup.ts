import { makeSeededDataDir, templateDataDirVariable } from './seededTemplate';

/** Vitest's global set-up of the unit run: one seeded embedded database, which every test server copies. */
export default async function setup() {
  const started = performance.now();
  const seeded = await makeSeededDataDir();
  console.log(`Seeded the demo database for the test servers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.env[templateDataDirVariable] = seeded.directory;
  return () => seeded.remove();
}
