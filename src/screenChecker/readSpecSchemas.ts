import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { isRecord } from '../ground/screenLanguage/specRecord';

/** A JSON Schema document as parsed JSON. */
export type JsonSchema = { $id: string; [key: string]: unknown };

/** Whether a value is a JSON Schema document: an object with an `$id`. */
function isJsonSchema(value: unknown): value is JsonSchema {
  return isRecord(value) && typeof value.$id === 'string';
}

/** The value as a JSON Schema document; throws, naming it, when it is no object with an `$id`. */
export function asJsonSchema(value: unknown, name: string): JsonSchema {
  if (!isJsonSchema(value)) throw new Error(`${name} is not a JSON Schema with an $id`);
  return value;
}

/** The schemas of the spec language: one screen file, `screens/menus.yaml`, and a tenant's `settings.yaml`. */
export interface SpecSchemas {
  screen: JsonSchema;
  menu: JsonSchema;
  settings: JsonSchema;
}

/** The repository's `schemas/` folder, found from this file so that it works for any checked root. */
export const defaultSchemasDir = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Reads `screen.schema.json`, `menu.schema.json` and `tenant-settings.schema.json` (Node only). */
export function readSpecSchemas(schemasDir: string = defaultSchemasDir): SpecSchemas {
  const read = (name: string) => asJsonSchema(JSON.parse(readFileSync(path.join(schemasDir, name), 'utf8')), name);
  return { screen: read('screen.schema.json'), menu: read('menu.schema.json'), settings: read('tenant-settings.schema.json') };
}
