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
  const defs = (screenSchema.$defs ?? {}) as Record<string, JsonSchema>;
  const layoutBody = defs.layoutBody;
  if (!layoutBody) throw new Error('screen schema: $defs/layoutBody is missing');
  const layoutKeys: Record<string, string[]> = {};
  for (const branch of (layoutBody.allOf ?? []) as JsonSchema[]) {
    const condition = branch.if as { properties?: { layout?: { const?: string } } } | undefined;
    const layout = condition?.properties?.layout?.const;
    if (layout === undefined) continue;
    layoutKeys[layout] = Object.keys(((branch.then as JsonSchema | undefined)?.properties ?? {}) as JsonSchema);
  }
  const patternNames: Record<string, string> = {};
  const addPattern = (schema: JsonSchema | undefined, name: string) => {
    if (typeof schema?.pattern === 'string') patternNames[schema.pattern] ??= name;
  };
  for (const [name, def] of Object.entries(defs)) addPattern(def, name);
  addPattern((screenSchema.properties as Record<string, JsonSchema> | undefined)?.route, 'route');
  addPattern((defs.detailField?.properties as Record<string, JsonSchema> | undefined)?.format, 'format');
  addPattern((defs.source?.properties as Record<string, JsonSchema> | undefined)?.endpoint, 'endpoint');
  return { layoutBodyKeys: Object.keys((layoutBody.properties ?? {}) as JsonSchema), layoutKeys, patternNames };
}
