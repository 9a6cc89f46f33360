import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The secret that signs session tokens: the one stored in `dataDir` (made on first start, so tokens
 * survive restarts), or a fresh one for a server without a data directory.
 */
export async function loadJwtSecret(dataDir: string | undefined): Promise<string> {
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
