import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';

/** A throw-away PostgreSQL cluster (for a test or the benchmark): its connection string, and how to stop it. */
export interface RealPostgres {
  url: string;
  stop(): void;
  /** Stops the server as a crash or a restart would (its data kept), for a test of an outage; `resume` starts it again. */
  pause(): void;
  resume(): void;
}

/** The `bin` directory of the newest installed PostgreSQL, or why there is none. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`PostgreSQL is not installed (no ${root}/*/bin/initdb): run .ci/run, or apt-get install -y postgresql`);
  return join(root, newest, 'bin');
}

/**
 * Starts a throw-away PostgreSQL cluster (initdb into a temp directory, pg_ctl on a free port, its socket in /tmp)
 * and creates database `crew`. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 * Throws with the reason when it cannot: the caller (a test, the benchmark) should fail, not skip.
 */
export async function startRealPostgres(): Promise<RealPostgres> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'crew-postgres-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    try {
      return execFileSync(command, commandArgs, { stdio: 'pipe', timeout: 60_000 }).toString();
    } catch (error) {
      const failure = error as { stderr?: Buffer; stdout?: Buffer; message: string };
      throw new Error(`${tool} failed: ${failure.stderr?.toString() || failure.stdout?.toString() || failure.message}`, { cause: error });
    }
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  start();
  const pause = () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'crew']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/crew`, stop, pause, resume: () => void start() };
}
