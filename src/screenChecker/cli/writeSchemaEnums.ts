/**
 * `npm run schemas`: writes into `schemas/*.json` the value lists that have one source in code (rights, login and
 * token types, icons, layout, field and action kinds, methods, formatters, custom components), so that editors
 * complete them and the checker refuses anything else; then writes the three files in one format. A test fails
 * when a schema no longer matches its source.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { customComponentNames } from '../../ground/screenLanguage/customComponents';
import { formatterNames } from '../../ground/screenLanguage/formatValue';
import { splitPointer } from '../../ground/screenLanguage/jsonPointer';
import { asJsonSchema, defaultSchemasDir, type SpecSchemas } from '../readSpecSchemas';
import { allRights } from '../../ground/access/rightsCatalogue';
import { actionKinds, fieldKinds, httpMethods, iconNames, layoutKinds, loginTypes, tokenTypes } from '../../ground/screenLanguage/types';

/** One generated keyword: where it sits, what its value is, and where that value comes from. */
export interface GeneratedValue {
  schema: keyof SpecSchemas;
  /** JSON pointer of the schema object that holds the keyword. */
  pointer: string;
  keyword: 'enum' | 'examples' | 'pattern';
  value: readonly string[] | string;
  /** The one source, named in messages: `allRights (src/ground/access/rightsCatalogue.ts)`. */
  source: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A detail field's `format`: formatter names, each with an optional `:argument`, chained with `|`. */
function formatPattern(names: readonly string[]): string {
  const one = `(?:${names.map(escapeRegExp).join('|')})(?::[a-zA-Z0-9._$-]+)?`;
  return `^${one}(?:\\s*\\|\\s*${one})*$`;
}

const types = 'src/ground/screenLanguage/types.ts';

/** Every generated keyword of the schemas; menus and tenant settings reach these through `screen.schema.json`. */
export const generatedValues: readonly GeneratedValue[] = [
  { schema: 'screen', pointer: '/$defs/right', keyword: 'enum', value: allRights, source: 'allRights (src/ground/access/rightsCatalogue.ts)' },
  { schema: 'screen', pointer: '/$defs/loginType', keyword: 'enum', value: loginTypes, source: `loginTypes (${types})` },
  { schema: 'screen', pointer: '/$defs/tokenType', keyword: 'enum', value: tokenTypes, source: `tokenTypes (${types})` },
  { schema: 'screen', pointer: '/$defs/icon', keyword: 'enum', value: iconNames, source: `iconNames (${types})` },
  { schema: 'screen', pointer: '/$defs/layoutBody/properties/layout', keyword: 'enum', value: layoutKinds, source: `layoutKinds (${types})` },
  { schema: 'screen', pointer: '/$defs/field/properties/kind', keyword: 'enum', value: fieldKinds, source: `fieldKinds (${types})` },
  { schema: 'screen', pointer: '/$defs/action/properties/kind', keyword: 'enum', value: actionKinds, source: `actionKinds (${types})` },
  { schema: 'screen', pointer: '/$defs/call/properties/method', keyword: 'enum', value: httpMethods, source: `httpMethods (${types})` },
  {
    schema: 'screen', pointer: '/$defs/detailField/properties/format', keyword: 'pattern',
    value: formatPattern(formatterNames), source: 'formatters (src/ground/screenLanguage/formatValue.ts)',
  },
  {
    schema: 'screen', pointer: '/$defs/detailField/properties/format', keyword: 'examples',
    value: formatterNames, source: 'formatters (src/ground/screenLanguage/formatValue.ts)',
  },
  {
    schema: 'screen', pointer: '/$defs/componentName', keyword: 'examples',
    value: customComponentNames, source: 'customComponentNames (src/ground/screenLanguage/customComponents.ts)',
  },
];

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema object a pointer names; throws when the schema no longer has it (the table above needs a change). */
export function schemaObjectAt(schema: unknown, pointer: string): JsonObject {
  let node = schema;
  for (const part of splitPointer(pointer)) node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
  if (!isObject(node)) throw new Error(`schema has no object at ${pointer}`);
  return node;
}

/** A copy of the value as the schema holds it: lists as plain arrays. */
const asJson = (value: GeneratedValue['value']) => (typeof value === 'string' ? value : [...value]);

/** Sets every generated keyword in the schemas (in place), keeping each keyword where it already stands. */
export function applyGeneratedValues(schemas: SpecSchemas): SpecSchemas {
  for (const generated of generatedValues) {
    schemaObjectAt(schemas[generated.schema], generated.pointer)[generated.keyword] = asJson(generated.value);
  }
  return schemas;
}

const files: Record<keyof SpecSchemas, string> = {
  screen: 'screen.schema.json',
  menu: 'menu.schema.json',
  settings: 'tenant-settings.schema.json',
};
/** The schemas by name, in the order of `files`. */
const schemaNames: readonly (keyof SpecSchemas)[] = ['screen', 'menu', 'settings'];

/** One line per generated keyword whose value in the schemas differs from its source; empty when all match. */
export function schemaDrift(schemas: SpecSchemas): string[] {
  return generatedValues
    .filter(({ schema, pointer, keyword, value }) => {
      const actual = schemaObjectAt(schemas[schema], pointer)[keyword];
      return JSON.stringify(actual) !== JSON.stringify(asJson(value));
    })
    .map(({ schema, pointer, keyword, source }) => `schemas/${files[schema]}#${pointer}/${keyword} differs from ${source}: run npm run schemas`);
}

const maxWidth = 120;

/** A value on one line: `{ "type": "string" }`, `["a", "b"]`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  const entries = Object.entries(value).map(([key, entry]) => `${JSON.stringify(key)}: ${inline(entry)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/** A list of plain values wrapped to the width, several per line (long enums). */
function filledList(values: unknown[], indent: string): string {
  const inner = `${indent}  `;
  const lines: string[] = [];
  let line = '';
  for (const item of values.map((value) => JSON.stringify(value))) {
    if (line && inner.length + line.length + item.length + 2 > maxWidth) {
      lines.push(`${line},`);
      line = item;
    } else line = line ? `${line}, ${item}` : item;
  }
  lines.push(line);
  return `[\n${lines.map((text) => inner + text).join('\n')}\n${indent}]`;
}

/**
 * JSON with two-space indentation, where anything that fits in 120 columns stays on one line: the schemas' own
 * compact style, so that a schema reads like a table and a change shows as a small diff.
 */
export function formatSchemaJson(value: unknown, indent = '', used = 0): string {
  const oneLine = inline(value);
  if (used + oneLine.length + 1 <= maxWidth || (!Array.isArray(value) && !isObject(value))) return oneLine;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((item) => !Array.isArray(item) && !isObject(item))) return filledList(value, indent);
    return `[\n${value.map((item) => inner + formatSchemaJson(item, inner, inner.length)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(([key, entry]) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return head + formatSchemaJson(entry, inner, head.length);
  });
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** Reads the three schemas, sets the generated keywords and writes them back formatted; returns the files changed. */
export function writeSchemaEnums(schemasDir: string = defaultSchemasDir): string[] {
  const read = (name: keyof SpecSchemas) => readFileSync(path.join(schemasDir, files[name]), 'utf8');
  const texts = { screen: read('screen'), menu: read('menu'), settings: read('settings') };
  const schemas = applyGeneratedValues({
    screen: asJsonSchema(JSON.parse(texts.screen), files.screen),
    menu: asJsonSchema(JSON.parse(texts.menu), files.menu),
    settings: asJsonSchema(JSON.parse(texts.settings), files.settings),
  });
  const changed: string[] = [];
  for (const name of schemaNames) {
    const text = `${formatSchemaJson(schemas[name])}\n`;
    if (text === texts[name]) continue;
    writeFileSync(path.join(schemasDir, files[name]), text);
    changed.push(`schemas/${files[name]}`);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const changed = writeSchemaEnums();
  console.log(changed.length > 0 ? `wrote ${changed.join(', ')}` : 'schemas are up to date');
}
