import { asArray, asRecord, isRecord } from '../ground/screenLanguage/specRecord';

/**
 * What the error explainer needs to know about the screen schema beyond Ajv's errors: which keys each layout
 * kind adds (the schema's `if layout = X then properties …` branches) and what each named pattern means.
 * Computed at build time from `schemas/screen.schema.json` and shipped with the standalone validators.
 */
export interface SchemaFacts {
  /** Keys every layout body allows: `layout`, `source`, `empty`, `actions`. */
  layoutBodyKeys: string[];
  /** Keys each layout kind adds, e.g. `{ list: ['tabs', 'item', 'itemActions'], … }`. */
  layoutKeys: Record<string, string[]>;
  /** Name of the `$defs` entry (or property) each pattern belongs to, e.g. `{ '^[a-zA-Z]…': 'i18nKey' }`. */
  patternNames: Record<string, string>;
}

type JsonSchema = { [key: string]: unknown };

/** Reads the facts off the screen schema; throws if the schema no longer has the expected shape. */
export function collectSchemaFacts(screenSchema: JsonSchema): SchemaFacts {
  const defs = asRecord(screenSchema.$defs) ?? {};
  const layoutBody = asRecord(defs.layoutBody);
  if (!layoutBody) throw new Error('screen schema: $defs/layoutBody is missing');
  const layoutKeys: Record<string, string[]> = {};
  for (const branch of asArray(layoutBody.allOf).filter(isRecord)) {
    const layout = propertyOf(branch.if, 'layout')?.const;
    if (typeof layout !== 'string') continue;
    layoutKeys[layout] = Object.keys(asRecord(asRecord(branch.then)?.properties) ?? {});
  }
  const patternNames: Record<string, string> = {};
  const addPattern = (schema: JsonSchema | undefined, name: string) => {
    if (typeof schema?.pattern === 'string') patternNames[schema.pattern] ??= name;
  };
  for (const [name, def] of Object.entries(defs)) addPattern(asRecord(def), name);
  addPattern(propertyOf(screenSchema, 'route'), 'route');
  addPattern(propertyOf(defs.detailField, 'format'), 'format');
  addPattern(propertyOf(defs.source, 'endpoint'), 'endpoint');
  return { layoutBodyKeys: Object.keys(asRecord(layoutBody.properties) ?? {}), layoutKeys, patternNames };
}

/** The schema of one property of an object schema, if it has one. */
function propertyOf(schema: unknown, name: string): JsonSchema | undefined {
  return asRecord(asRecord(asRecord(schema)?.properties)?.[name]);
}
