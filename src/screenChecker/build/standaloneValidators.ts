import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone';
import { build, type Plugin } from 'esbuild';
import { createSpecAjv } from '../createSpecAjv';
import { readSpecSchemas, type SpecSchemas } from '../readSpecSchemas';
import { collectSchemaFacts } from '../schemaFacts';
import { withoutAnnotations } from './withoutAnnotations';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Ajv's run-time helpers carry a `.code = 'require("ajv/dist/runtime/…")'` string that only Ajv's own code
 * generator reads; dropping it leaves no `require(` text in the bundle.
 */
const dropAjvRequireStrings: Plugin = {
  name: 'drop-ajv-require-strings',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]ajv[\\/]dist[\\/]runtime[\\/][^\\/]+\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replace(/^\s*[\w.]+\.code = 'require\([^']*'\s*;?\s*$/gm, ''), loader: 'js' };
    });
  },
};

/**
 * Builds the browser's spec validators at build time (Node only): Ajv standalone code for both schemas, bundled
 * with its helpers by esbuild into one self-contained ES module that exports `validateScreen`, `validateMenus` and
 * the `schemaFacts` the error explainer needs. No `require`, `eval` or `new Function`, so it runs under a strict CSP.
 */
export async function standaloneValidators(schemas: SpecSchemas = readSpecSchemas()): Promise<string> {
  const ajv = createSpecAjv(withoutAnnotations(schemas), { code: { source: true, esm: true } });
  const code = standaloneCode(ajv, { validateScreen: schemas.screen.$id, validateMenus: schemas.menu.$id });
  const facts = `export const schemaFacts = ${JSON.stringify(collectSchemaFacts(schemas.screen))};\n`;
  const result = await build({
    stdin: { contents: `${code}\n${facts}`, resolveDir: here, sourcefile: 'screen-validators.js', loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    target: 'es2022',
    // Also renames esbuild's CommonJS wrapper (`function __require()`) around Ajv's helpers.
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [dropAjvRequireStrings],
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no screen validators');
  return output.text;
}
