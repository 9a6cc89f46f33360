import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'esbuild';
import { hashInputs } from './appBuild';

/**
 * The reference server as production runs it: one ES module bundle of `server/start.ts` and what it imports from
 * `server/` and `src/`, compiled ahead by esbuild, so that a start evaluates JavaScript instead of compiling some
 * 700 TypeScript files first (tsx). Packages are compiled in but for `outsidePackages`;
 * the code that only some requests need (the demo seed, pdf, mail, push) is in chunks of its own, loaded on first use.
 */
export const serverOutDir = join('server', 'dist');

/** The compiled server's entry, which `npm start` runs with `node`. */
export const serverEntry = join(serverOutDir, 'start.mjs');

/** What the compiled server is made from: a change to the contents of any of these makes it stale. */
export const serverBuildInputs = ['server', 'src', 'screens', 'build/serverBuild.ts', 'build/appBuild.ts', 'package-lock.json', 'tsconfig.json'];

const stampIn = (outDir: string) => join(outDir, '.inputs');
const stampOf = (repoRoot: string) => stampIn(join(repoRoot, serverOutDir));
const hashServerInputs = (repoRoot: string) => hashInputs(repoRoot, serverBuildInputs, [serverOutDir]);

/** Whether `server/dist/` holds a build of the server's sources as they are now (a hash of contents, not file times). */
export function isServerBuildCurrent(repoRoot: string): boolean {
  const stamp = stampOf(repoRoot);
  if (!existsSync(join(repoRoot, serverEntry)) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === hashServerInputs(repoRoot);
}

/**
 * Modules find files by their own place (`new URL('../../locales/', import.meta.url)`). In a bundle `import.meta`
 * is the bundle's, so each module's `import.meta.url` and `import.meta.dirname` are rewritten to its source file's
 * place, said relative to the bundle's folder (the entry and every chunk sit in it): the repository may move, the
 * paths hold.
 */
function sourcePlaces(outDir: string): Plugin {
  return {
    name: 'crew-source-places',
    setup(bundler) {
      bundler.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        const loader = path.endsWith('.tsx') ? 'tsx' : 'ts';
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.url') && !source.includes('import.meta.dirname')) return { contents: source, loader };
        const fileUrl = `new URL(${JSON.stringify(relative(outDir, path))}, import.meta.url).href`;
        const folder = `decodeURIComponent(new URL(${JSON.stringify(`${relative(outDir, dirname(path))}/`)}, import.meta.url).pathname).slice(0, -1)`;
        return { contents: source.replaceAll('import.meta.url', fileUrl).replaceAll('import.meta.dirname', folder), loader };
      });
    },
  };
}

/**
 * The product's screens parsed at compile time: the compiled server's `readProductRegistry` answers the parsed screens
 * (JSON, read in milliseconds) instead of parsing `screens/*.yaml` at every start (about half a second of YAML parsing
 * before the first page can be answered). `screens` is an input of the build, so a changed screen compiles it again.
 */
export function screensParsedAhead(repoRoot: string): Plugin {
  return {
    name: 'crew-screens-parsed-ahead',
    setup(bundler) {
      bundler.onLoad({ filter: /[\\/]server[\\/]tenantConfig[\\/]readProductRegistry\.ts$/ }, async () => {
        const { readProductRegistry } = await import('../server/tenantConfig/readProductRegistry');
        const parsed = JSON.stringify(JSON.stringify(readProductRegistry(repoRoot)));
        return { contents: `/** The product's screens and menus, parsed when the server was compiled. */\nexport function readProductRegistry() {\n  return JSON.parse(${parsed});\n}\n`, loader: 'js' };
      });
    },
  };
}

/**
 * Packages that stay in node_modules, loaded as installed: PGlite finds its WebAssembly and data files by its own
 * place, and the others load only with what needs them (node-postgres with DATABASE_URL, pdf-lib with the first PDF,
 * nodemailer with the first mail, web-push when a message goes out, file-type with the first upload). Every other
 * package is compiled into the bundle: pure JavaScript of many small modules, which Node would otherwise find, read
 * and compile one by one at every start (TypeBox alone is some 400 files, a quarter of a second; Fastify's own
 * dependencies, its router, plugin loader, logger and schema compilers with ajv, some 200 ms more).
 */
export const outsidePackages = ['@electric-sql/pglite', 'pg', 'pdf-lib', 'nodemailer', 'web-push', 'file-type'];

/** The packages of `outside` stay bare imports; Node's own modules too (esbuild leaves them outside on its own). */
function packagesOutside(outside: readonly string[]): Plugin {
  const kept = new Set(outside);
  return {
    name: 'crew-packages-outside',
    setup(bundler) {
      bundler.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { external: true };
        const parts = args.path.split('/');
        const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
        return kept.has(name) ? { external: true } : undefined;
      });
    },
  };
}

/**
 * Compiles the server into `server/dist/` and notes which inputs it was made from. It is compiled into a folder
 * beside it and then put in its place, so that processes starting together (the unit and PostgreSQL suites of
 * `npm test`) never run a half-written build. Answers null, or what went wrong.
 */
export async function buildServer(repoRoot: string): Promise<string | null> {
  const inputs = hashServerInputs(repoRoot);
  const outDir = join(repoRoot, serverOutDir);
  // In the repository's .tmp/ (not an input of any build, and on the same disk, so that it can be moved in place).
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  const fresh = mkdtempSync(join(repoRoot, '.tmp', 'server-build-'));
  try {
    // Loaded here, not with this file: a harness that only runs the compiled server need not load the compiler.
    const { build } = await import('esbuild');
    await build({
      entryPoints: { start: join(repoRoot, 'server', 'start.ts') },
      absWorkingDir: repoRoot,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outdir: fresh,
      outExtension: { '.js': '.mjs' },
      // Beside the entry, not in a folder: the source places below are said from the bundle's own folder.
      chunkNames: '[name]-[hash]',
      // Mappings without the sources' text: a stack trace names the file and line all the same, and with
      // --enable-source-maps Node reads and parses the map of every module it loads at start (7.2 MB with the texts, 2.3 MB without).
      sourcemap: true,
      sourcesContent: false,
      // The paths are said relative to the build's final place, which is where it runs.
      plugins: [packagesOutside(outsidePackages), screensParsedAhead(repoRoot), sourcePlaces(outDir)],
      // The CommonJS packages compiled in (yaml, Fastify's) call `require` for Node's own modules.
      banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);" },
      logLevel: 'warning',
    });
    writeFileSync(stampIn(fresh), `${inputs}\n`);
    rmSync(outDir, { recursive: true, force: true });
    renameSync(fresh, outDir);
    return null;
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    // Another process put the same build in place first.
    if (isServerBuildCurrent(repoRoot)) return null;
    return `The server did not compile: ${(error as Error).message}`;
  }
}

/** Compiles the server unless `server/dist/` is current; says so when it compiles. Answers null, or what went wrong. */
export async function ensureServerBuilt(repoRoot: string, say: (line: string) => void = console.log): Promise<string | null> {
  if (isServerBuildCurrent(repoRoot)) return null;
  const started = performance.now();
  const problem = await buildServer(repoRoot);
  if (!problem) say(`Compiled the server in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return problem;
}

/**
 * The C library's settings of the server's process (`npm start` sets the same): glibc's malloc gives memory freed at the
 * top of its heap back to the system once more than 128 KB is free, its default, instead of raising that threshold to
 * the largest block freed (up to 64 MB). The compilers of PGlite's WebAssembly free tens of MB in large blocks during
 * the start, which glibc otherwise keeps: an idle server after a cold start held 269 MB on PGlite (177 MB with it) and
 * 112 MB on PostgreSQL (102 MB). Other C libraries ignore it.
 */
export const serverMallocSettings = ['MALLOC_TRIM_THRESHOLD_=131072'];

/**
 * The command that runs the compiled server (as `npm start` does once it is compiled), for harnesses that start it
 * themselves: the tests of several processes, the end-to-end suite and the benchmark. Compile it first (`ensureServerBuilt`).
 */
export function serverCommand(repoRoot: string): [command: string, args: string[]] {
  return ['env', [...serverMallocSettings, process.execPath, '--enable-source-maps', join(repoRoot, serverEntry)]];
}
